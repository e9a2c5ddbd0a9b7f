/**
 * Fault scripts run the production build: it is made here once, before the first file,
 * when it is missing or older than the sources.
 */
import { ensureBuild } from "../../scripts/lib/app-server";

export default function setup() {
  ensureBuild();
}
