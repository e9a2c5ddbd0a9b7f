/** What every way of opening the database (embedded or `DATABASE_URL`) hands back. */

/** A running database: its URL and how to stop it (a no-op for an external server). */
export interface RunningDatabase {
  url: string;
  embedded: boolean;
  /** For the start log: where the embedded cluster lives and who runs it (undefined for an external server). */
  description?: string;
  stop: () => Promise<void>;
}

/** Receives progress lines (retries, recovery) for the log; the default drops them. */
export type DatabaseNotice = (message: string) => void;
