/**
 * The lucide icons the catalogue names (services and guarantees carry an icon name), and only
 * those, so the bundle does not carry all of lucide. A name the catalogue uses must be here.
 */
export {
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
} from "lucide-react";
