/**
 * The lucide icons the catalogue names (services, guarantees and the home page's cards carry an
 * icon name), and only those, so the bundle does not carry all of lucide. A name the catalogue
 * uses must be here.
 */
export {
  Award,
  BadgeCheck,
  Battery,
  BatteryCharging,
  CalendarCheck,
  Car,
  CircleDot,
  Clock,
  Disc,
  Droplets,
  FileText,
  Gauge,
  PackageCheck,
  Paintbrush,
  Percent,
  Phone,
  Settings,
  ShieldCheck,
  Snowflake,
  Stethoscope,
  ThumbsUp,
  Truck,
  UserCheck,
  Wrench,
} from "lucide-react";
