import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Merges class names: conditional classes via clsx, conflicting Tailwind utilities
 * resolved by tailwind-merge with the last one winning.
 * @returns one class string
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
