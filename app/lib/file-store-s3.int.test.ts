/**
 * Reads from an S3-compatible bucket (docs/decisions/0015) whose readers are slow or stop
 * reading: a download is ended once it has taken the read's time (`S3_READ_TIMEOUT_MS`), which
 * gives its connection back, so downloads that fill every connection (`S3_MAX_SOCKETS`) hold up
 * another read no longer than that; fewer do not hold it up at all. The store is a real
 * S3-compatible server (s3rver) on a loopback port; the objects are larger than what sockets and
 * streams buffer, so a reader that stops holds its connection.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type S3Server } from "../../tests/support/s3-server";
import {
  S3_MAX_SOCKETS,
  s3FileStore,
  type FileStore,
  type S3StoreOptions,
} from "./file-store.server";

/** A read's time in these tests, in milliseconds (the shipped one is a minute). */
const READ_TIMEOUT_MS = 1_500;
const BIG = randomBytes(8 * 1024 * 1024);
const SMALL = randomBytes(200 * 1024);

let s3: S3Server;

beforeAll(async () => {
  s3 = await startS3Server();
  const store = storeWith({});
  await store.put("slow/big.webp", BIG);
  await store.put("slow/small.webp", SMALL);
});

afterAll(async () => {
  await s3?.stop();
});

/** The store on the test's bucket, with `options` over its settings. */
function storeWith(options: Partial<S3StoreOptions>): FileStore {
  const env = s3.env("readers");
  return s3FileStore({
    bucket: s3.bucket,
    prefix: "readers",
    endpoint: env.STORAGE_ENDPOINT,
    region: env.STORAGE_REGION!,
    pathStyle: true,
    credentials: {
      accessKeyId: env.STORAGE_ACCESS_KEY_ID!,
      secretAccessKey: env.STORAGE_SECRET_ACCESS_KEY!,
    },
    ...options,
  });
}

/**
 * A download of the big object: one chunk read, then one more every `everyMs`; a stalled one
 * (`everyMs` null) reads nothing more until the read's time is over, then asks for the rest.
 */
async function slowReader(store: FileStore, everyMs: number | null) {
  const began = performance.now();
  const file = await store.open("slow/big.webp");
  expect(file?.bytes).toBe(BIG.byteLength);
  const reader = file!.body.getReader();
  let received = 0;
  /** Resolves with how long the download lasted and how it ended: "whole" or "cut". */
  const ended = (async () => {
    try {
      for (;;) {
        if (everyMs === null) {
          // Stalled: reads nothing until the test asks for the rest.
          if (received > 0) await new Promise((r) => setTimeout(r, READ_TIMEOUT_MS + 500));
        } else if (received > 0) await new Promise((r) => setTimeout(r, everyMs));
        const { done, value } = await reader.read();
        if (done) return { ms: performance.now() - began, how: "whole", received };
        received += value.byteLength;
      }
    } catch {
      return { ms: performance.now() - began, how: "cut", received };
    }
  })();
  return { ended };
}

/** Waits half a read's time: a read started after it ends its time well after the earlier ones. */
const settle = () => new Promise((r) => setTimeout(r, READ_TIMEOUT_MS / 2));

/** Reads the small object whole, and how long it took in milliseconds. */
async function timedRead(store: FileStore) {
  const began = performance.now();
  const bytes = await store.get("slow/small.webp");
  return { ms: performance.now() - began, same: bytes?.equals(SMALL) ?? false };
}

describe("slow readers of a stored file", () => {
  it("ends a download whose reader stopped once the read's time is up, and its connection serves the next read", async () => {
    const store = storeWith({ maxSockets: 2, readTimeoutMs: READ_TIMEOUT_MS });
    const stalled = await Promise.all([slowReader(store, null), slowReader(store, null)]);
    // Both connections are held: the next read waits for one to be given back. It starts well
    // after them, so its own read time ends well after theirs (a busy machine must not make the
    // two deadlines race).
    await settle();
    const other = await timedRead(store);
    const ends = await Promise.all(stalled.map((s) => s.ended));
    console.info(
      `2 stalled downloads of 8 MB on 2 connections: ended after ${ends.map((e) => `${e.ms.toFixed(0)} ms (${e.how}, ${(e.received / 1024).toFixed(0)} KB read)`).join(", ")}; another file read in ${other.ms.toFixed(0)} ms`,
    );
    for (const end of ends) {
      expect(end.how).toBe("cut");
      expect(end.ms).toBeLessThan(READ_TIMEOUT_MS + 1_500);
    }
    expect(other.same).toBe(true);
    expect(other.ms).toBeLessThan(READ_TIMEOUT_MS + 2_000);
  });

  it(`holds up another read no longer than the read's time while slow readers fill all ${S3_MAX_SOCKETS} connections, and not at all while fewer do`, async () => {
    const store = storeWith({ readTimeoutMs: READ_TIMEOUT_MS });
    // Slow, not stalled: a chunk every 200 ms keeps each connection busy (8 MB would take minutes).
    const fewer = await Promise.all(
      Array.from({ length: S3_MAX_SOCKETS - 1 }, () => slowReader(store, 200)),
    );
    const free = await timedRead(store);
    const all = [...fewer, await slowReader(store, 200)];
    await settle();
    const held = await timedRead(store);
    const ends = await Promise.all(all.map((s) => s.ended));
    console.info(
      `${S3_MAX_SOCKETS - 1} slow downloads: another read in ${free.ms.toFixed(0)} ms; ${S3_MAX_SOCKETS}: in ${held.ms.toFixed(0)} ms, each slow download cut after ${Math.max(...ends.map((e) => e.ms)).toFixed(0)} ms at most`,
    );
    expect(free.same && held.same).toBe(true);
    expect(free.ms).toBeLessThan(1_000);
    expect(held.ms).toBeLessThan(READ_TIMEOUT_MS + 2_000);
    for (const end of ends) {
      expect(end.how).toBe("cut");
      expect(end.ms).toBeLessThan(READ_TIMEOUT_MS + 1_500);
    }
  });
});
