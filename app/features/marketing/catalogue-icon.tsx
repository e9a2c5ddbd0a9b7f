import {
  Award,
  BadgeCheck,
  Battery,
  BatteryCharging,
  CircleDot,
  Clock,
  Disc,
  Droplets,
  FileText,
  Gauge,
  Paintbrush,
  Percent,
  Phone,
  Settings,
  ShieldCheck,
  Snowflake,
  Stethoscope,
  ThumbsUp,
  Truck,
  Wrench,
  type LucideIcon,
} from "lucide-react";

// Only the icons the catalogue names, so the bundle does not carry all of lucide.
const icons: Record<string, LucideIcon> = {
  Award,
  BadgeCheck,
  Battery,
  BatteryCharging,
  CircleDot,
  Clock,
  Disc,
  Droplets,
  FileText,
  Gauge,
  Paintbrush,
  Percent,
  Phone,
  Settings,
  ShieldCheck,
  Snowflake,
  Stethoscope,
  ThumbsUp,
  Truck,
  Wrench,
};

/**
 * A decorative lucide icon named by a catalogue entry (services and guarantees carry an
 * icon name). Props: `name` (a lucide component name; unknown names fall back to a
 * wrench) and `className`. Always `aria-hidden`: the text beside it carries the meaning.
 */
export function CatalogueIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Wrench;
  return <Icon className={className} aria-hidden />;
}
