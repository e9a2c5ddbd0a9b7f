/**
 * Where the app keeps files (docs/decisions/0015): the job card's inspection photos and the
 * kept invoice PDFs, by key ("bookings/<booking>/<photo>.webp", "invoices/<invoice>/<hash>.pdf").
 * Two stores implement one interface: a folder on the local file system (`UPLOADS_DIR`, default
 * `DATA_DIR/uploads`: one machine) and an S3-compatible bucket (`STORAGE_URL=s3://bucket/prefix`,
 * through the AWS SDK v3: every instance on every machine). Neither serves anyone directly:
 * the app's routes check who asks, then stream the file (docs/decisions/0010).
 */
import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type * as S3Sdk from "@aws-sdk/client-s3";
import { getEnv, type Settings } from "./env.server";
import { oncePer } from "./once-per";
import { notFoundResponse } from "./not-found.server";

/** A stored file opened for reading. */
export interface StoredFile {
  /** The bytes, read as the consumer pulls; cancelling it releases the file or connection. */
  body: ReadableStream<Uint8Array>;
  /** The file's size in bytes, when the store knows it. */
  bytes: number | undefined;
}

/**
 * The answer of a route that serves a private photo after checking who asks
 * (docs/decisions/0010): the WebP streamed from the store (docs/decisions/0015), cacheable by
 * the asker's browser only for an hour, with its length when the store knows it.
 * @param photo the opened photo, or null when it does not exist or the asker may not see it
 * @returns the 200 response streaming the photo
 * @throws Response 404 (plain text, not cached) when `photo` is null: someone else's photo and a
 *   missing one look the same
 */
export function privatePhotoResponse(photo: StoredFile | null): Response {
  if (!photo) throw notFoundResponse();
  const headers = new Headers({
    "Content-Type": "image/webp",
    "Cache-Control": "private, max-age=3600",
  });
  if (photo.bytes !== undefined) headers.set("Content-Length", String(photo.bytes));
  return new Response(photo.body, { headers });
}

/** A place files are kept, by key (a relative path with `/` between its parts). */
export interface FileStore {
  /** Stores bytes under a key, replacing any; a reader never sees half a file. */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes under a key, whole, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** The bytes under a key as a stream (for serving large files), or null when there are none. */
  open(key: string): Promise<StoredFile | null>;
  /** Removes the bytes under a key; a key with none is already removed. */
  delete(key: string): Promise<void>;
  /** Where the files are, for operators: "the folder …" or "s3://bucket/prefix at …". */
  readonly location: string;
  /** A folder of this machine, or an S3-compatible bucket: what a backup must say to keep. */
  readonly kind: "folder" | "bucket";
}

/**
 * Checks a key: relative, parts of letters, digits, `.`, `_` and `-`, no `.` or `..` part.
 * @returns the key
 * @throws Error naming the key otherwise (a programming error: keys are made by the app)
 */
function checkedKey(key: string): string {
  const parts = key.split("/");
  if (!parts.every((p) => /^[\w.-]+$/.test(p) && p !== "." && p !== ".."))
    throw new Error(`File key outside the store: ${key}`);
  return key;
}

/** The media type of a stored file, from its key's extension (what S3 serves it as). */
function contentTypeOf(key: string): string {
  if (key.endsWith(".webp")) return "image/webp";
  if (key.endsWith(".pdf")) return "application/pdf";
  return "application/octet-stream";
}

/**
 * A store in a folder of the local file system.
 * @param root the folder (created on first write)
 * @returns the store; keys are relative paths below `root`
 */
export function localFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const resolve = (key: string) => path.join(base, ...checkedKey(key).split("/"));
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";
  return {
    kind: "folder",
    location: `the folder ${base}`,
    async put(key, data) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${full}.${randomUUID()}.part`;
      await writeFile(partial, data);
      await rename(partial, full);
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      try {
        const handle = await open(resolve(key), "r");
        const { size } = await handle.stat();
        const stream = handle.createReadStream({ highWaterMark: 64 * 1024 });
        return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, bytes: size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

/**
 * The most connections one process keeps open to the bucket at once (README.md "Files on several
 * machines"), set rather than left to the AWS SDK (50): more than the app ever needs while it
 * handles four requests at once (`MAX_CONCURRENT_APP_REQUESTS`, server/app.ts), each with a read
 * or a write or two, and few enough that a burst does not open a hundred connections.
 */
export const S3_MAX_SOCKETS = 16;

/**
 * How long one request to the bucket may take, in milliseconds, from asking for a connection
 * (waiting while all {@link S3_MAX_SOCKETS} are busy) to the answer's headers, the upload of a
 * photo or PDF included: past it the request fails rather than waits (the SDK tries three times).
 */
const S3_REQUEST_TIMEOUT_MS = 10_000;

/**
 * How long one read of a stored file may take, in milliseconds, from the request to its last
 * byte: a reader slower than that (a photo of a few hundred KB in 60 s is 10 KB/s) or one that
 * stopped reading has the download ended, so it gives back its connection to the bucket and
 * cannot hold one for longer. The AWS SDK sets no such limit of its own (its request timeout
 * ends at the headers).
 */
const S3_READ_TIMEOUT_MS = 60_000;

/** How to reach an S3-compatible bucket. */
export interface S3StoreOptions {
  bucket: string;
  /** The keys' common prefix in the bucket, without slashes at its ends ("" for none). */
  prefix: string;
  /** The server's URL for an S3-compatible service; unset, AWS's own for the region. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (`https://host/bucket/key`) rather than in the host name. */
  pathStyle: boolean;
  /** The access key; unset, the AWS SDK's own chain (AWS_* variables, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Connections to the bucket at once; default {@link S3_MAX_SOCKETS}. */
  maxSockets?: number;
  /** A read's whole time, in milliseconds; default {@link S3_READ_TIMEOUT_MS}. */
  readTimeoutMs?: number;
}

/** An S3 error that means "no such object". */
function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

/**
 * A store in an S3-compatible bucket, through @aws-sdk/client-s3 (loaded on first use, so a
 * server on the local folder never loads it), with the SDK's own request handler options
 * (NodeHttpHandler): at most `maxSockets` connections ({@link S3_MAX_SOCKETS}); a request gives
 * up on a connection after 5 s, on a silent socket after 30 s, and on its answer's headers after
 * {@link S3_REQUEST_TIMEOUT_MS} (waiting for a connection included); a read is ended, its
 * connection closed, once it has taken `readTimeoutMs` ({@link S3_READ_TIMEOUT_MS}) however
 * slowly its consumer reads. Checksums are sent and checked only where S3 requires them, as
 * S3-compatible servers differ in the newer ones.
 * @param options the bucket and how to reach it
 * @returns the store; a key "a/b.webp" is the object "<prefix>/a/b.webp"; a read past its time
 *   errors its stream (the consumer sees the download cut, never a complete-looking one)
 */
export function s3FileStore(options: S3StoreOptions): FileStore {
  const maxSockets = options.maxSockets ?? S3_MAX_SOCKETS;
  const readTimeoutMs = options.readTimeoutMs ?? S3_READ_TIMEOUT_MS;
  let client: Promise<{ s3: S3Sdk.S3Client; sdk: typeof S3Sdk }> | undefined;
  const connect = () =>
    (client ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.pathStyle,
        credentials: options.credentials,
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        maxAttempts: 3,
        requestHandler: {
          connectionTimeout: 5_000,
          socketTimeout: 30_000,
          requestTimeout: S3_REQUEST_TIMEOUT_MS,
          throwOnRequestTimeout: true,
          httpAgent: { maxSockets },
          httpsAgent: { maxSockets },
        },
      }),
    })));
  const objectKey = (key: string) =>
    options.prefix ? `${options.prefix}/${checkedKey(key)}` : checkedKey(key);
  const Bucket = options.bucket;
  const openObject = async (key: string): Promise<StoredFile | null> => {
    const { s3, sdk } = await connect();
    try {
      // The SDK's abort signal lives until the response's last byte: past the read's time it
      // destroys the request, which errors the body and frees the connection.
      const object = await s3.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }), {
        abortSignal: AbortSignal.timeout(readTimeoutMs),
      });
      if (!object.Body) return null;
      return {
        body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        bytes: object.ContentLength,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
  return {
    kind: "bucket",
    location:
      `s3://${Bucket}${options.prefix ? `/${options.prefix}` : ""}` +
      (options.endpoint ? ` at ${options.endpoint}` : ` in ${options.region}`),
    async put(key, data) {
      const { s3, sdk } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentTypeOf(key),
        }),
      );
    },
    async get(key) {
      const file = await openObject(key);
      return file ? Buffer.from(await new Response(file.body).arrayBuffer()) : null;
    },
    open: openObject,
    async delete(key) {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}

/**
 * The bucket and prefix of a `STORAGE_URL` (checked by `EnvSchema`).
 * @param url e.g. "s3://workshop-files/madhapur"
 * @returns the bucket and the prefix without slashes at its ends
 */
export function parseStorageUrl(url: string): { bucket: string; prefix: string } {
  const [, bucket = "", rest = ""] = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url) ?? [];
  return { bucket, prefix: rest.replace(/^\/+|\/+$/g, "") };
}

// One store (and so one S3 client, with its connections) per set of settings.
const storeOf = oncePer((env: Settings): FileStore => {
  if (!env.STORAGE_URL)
    return localFileStore(path.resolve(env.UPLOADS_DIR ?? path.join(env.DATA_DIR, "uploads")));
  const { bucket, prefix } = parseStorageUrl(env.STORAGE_URL);
  return s3FileStore({
    bucket,
    prefix,
    endpoint: env.STORAGE_ENDPOINT,
    region: env.STORAGE_REGION,
    pathStyle: env.STORAGE_PATH_STYLE ?? env.STORAGE_ENDPOINT !== undefined,
    credentials:
      env.STORAGE_ACCESS_KEY_ID && env.STORAGE_SECRET_ACCESS_KEY
        ? {
            accessKeyId: env.STORAGE_ACCESS_KEY_ID,
            secretAccessKey: env.STORAGE_SECRET_ACCESS_KEY,
          }
        : undefined,
  });
});

/**
 * What a database backup leaves out and where it is (README.md#backups): the files of `store`.
 * @returns one sentence for the operator
 */
export function fileBackupAdvice(store: FileStore = getFileStore()): string {
  const where = `Photos and invoice PDFs are not in this backup: they are`;
  return store.kind === "folder"
    ? `${where} files in ${store.location}; copy that folder beside it.`
    : `${where} in ${store.location}; keep the bucket's versioning and replication on.`;
}

/**
 * The file store in use (README.md#configuration, docs/decisions/0015): the bucket of
 * `STORAGE_URL` when it is set, else the folder `UPLOADS_DIR` (default `DATA_DIR/uploads`; never
 * under public/: docs/decisions/0010).
 * @returns the store (the same object while the settings stand)
 * @throws EnvError when a setting is invalid
 */
export function getFileStore(): FileStore {
  return storeOf(getEnv());
}
