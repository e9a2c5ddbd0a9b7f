import { Wrench, type LucideIcon } from "lucide-react";
import * as catalogueIcons from "./catalogue-icons";

/** The icons by name. */
const icons: Record<string, LucideIcon> = catalogueIcons;

/**
 * A decorative lucide icon named by a catalogue entry (services and guarantees carry an
 * icon name). Props: `name` (a lucide component name; unknown names fall back to a
 * wrench) and `className`. Always `aria-hidden`: the text beside it carries the meaning.
 */
export function CatalogueIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Wrench;
  return <Icon className={className} aria-hidden />;
}
