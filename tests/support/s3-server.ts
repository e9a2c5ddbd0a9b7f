/**
 * A local S3-compatible server in the test process (the `s3rver` package: S3's REST API over
 * HTTP on a loopback port, objects in a temporary folder, request signatures checked), for the
 * tests of the S3 file store (docs/decisions/0015). Nothing leaves the machine.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

interface S3rverOptions {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}

// s3rver ships CommonJS without type declarations: its constructor, typed here.
const S3rver = createRequire(import.meta.url)("s3rver") as new (
  options: S3rverOptions,
) => S3rverInstance;

/** The keys s3rver accepts (it checks each request's signature against them). */
const ACCESS_KEY = "S3RVER";

/** A running server with one bucket. */
export interface S3Server {
  /** `http://127.0.0.1:PORT`, for STORAGE_ENDPOINT. */
  endpoint: string;
  bucket: string;
  /** The settings that point the app at `s3://<bucket>/<prefix>` on this server. */
  env(prefix: string): Record<string, string>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/**
 * Starts a server on a free loopback port with an empty bucket.
 * @param bucket the bucket's name
 * @returns the running server; stop it when done
 */
export async function startS3Server(bucket = "workshop-files"): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), "car-service-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: (prefix) => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      STORAGE_ENDPOINT: endpoint,
      STORAGE_REGION: "ap-south-1",
      STORAGE_ACCESS_KEY_ID: ACCESS_KEY,
      STORAGE_SECRET_ACCESS_KEY: ACCESS_KEY,
    }),
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
