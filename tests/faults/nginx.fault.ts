/**
 * Fault: Debian's nginx in front of two app instances on one PostgreSQL, all on loopback,
 * with the shipped nginx settings (deploy/nginx/http.conf and locations.conf)
 * (docs/decisions/0008). Bookings are driven through nginx while one instance is killed with
 * SIGKILL and brought back: every booking nginx answered with success is stored exactly once,
 * customers stay signed in, the site keeps answering. Also: nginx serves /assets and the
 * prerendered public pages itself (a public page costs the app nothing) with the app's security
 * headers, `nginx -t` accepts the shipped site, and the public page's requests/s through nginx and
 * from the app directly are printed. The instances share one uploads folder (UPLOADS_DIR), as the
 * shipped systemd unit sets it: a job card photo of a few MB uploads through nginx and both
 * instances serve it, while other routes keep nginx's 64 KB body limit (docs/decisions/0013).
 * The shipped site gives every photo route of the app's list (app/lib/photo-routes.ts), and only
 * those, the photo limit, and a photo goes through nginx on each of the four as the role each
 * takes: an admin on the job card and at the counter, a driver on their leg, a technician on
 * their job card.
 * Instances on separate machines share no folder: two more instances, each with its own
 * DATA_DIR and STORAGE_URL pointing at a local S3-compatible server (s3rver), serve through one
 * the photo uploaded through the other (docs/decisions/0015).
 */
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import autocannon from "autocannon";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { INLINE_SCRIPT } from "../../server/app";
import {
  BODY_LIMIT_BYTES,
  PHOTO_ROUTES,
  PHOTO_UPLOAD_BODY_LIMIT_BYTES,
} from "../../app/lib/photo-routes";
import { healthPoints } from "../../app/catalog/health-check";
import { startEmbeddedPostgres } from "../../server/embedded-postgres";
import type { RunningDatabase } from "../../server/running-database";
import { freePort } from "../../scripts/lib/free-port";
import { startS3Server, type S3Server } from "../support/s3-server";
import { bodyLimitLocations, grantStaffRole, noisePhoto, postPhotoForm } from "./support";
import {
  bookingBody,
  distinctSlots,
  freshDataDir,
  grantAdmin,
  postBooking,
  projectRoot,
  signUp,
  startAppServer,
  type AppServer,
  type Customer,
} from "../../scripts/lib/app-server";

const NGINX = "/usr/sbin/nginx";
const available = existsSync(NGINX);
if (!available)
  console.warn(`nginx fault script skipped: ${NGINX} is missing (apt-get install nginx)`);

const AUTH_SECRET = "nginx-fault-shared-secret-0123456789abcdef";
let work = "";
let database: RunningDatabase;
let nginx: ChildProcess;
let origin = "";
const ports: number[] = [];
const instances: AppServer[] = [];

/** nginx's main configuration for the test: loopback only, files under `work`, the shipped site settings included. */
function nginxConfig(listen: number, upstreams: number[]): string {
  const isRoot = process.getuid?.() === 0;
  return `
${isRoot ? "user root root;" : ""}
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
daemon off;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${work}/client_body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${projectRoot}/deploy/nginx/http.conf;
  upstream car_service {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join("\n")}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${listen};
    server_name localhost;
    root ${projectRoot}/build/client;
    include ${projectRoot}/deploy/nginx/locations.conf;
  }
}
`;
}

/**
 * Starts an instance on the shared database, with its own DATA_DIR.
 * @param settings over the defaults; by default its files go to the uploads folder both nginx
 *   instances share (deploy/systemd)
 */
async function startInstance(
  port: number,
  settings: Record<string, string> = { UPLOADS_DIR: path.join(work, "uploads") },
): Promise<AppServer> {
  return startAppServer({
    port,
    env: {
      DATABASE_URL: database.url,
      AUTH_SECRET,
      SITE_URL: origin,
      TRUST_PROXY: "loopback",
      // The pages nginx serves (its root) are the ones the instances keep up to date.
      PAGES_DIR: path.join(projectRoot, "build/client"),
      ...settings,
      BOOKING_RATE_LIMIT: "100000",
      BOOKING_ACTIVE_LIMIT: "100000",
      BOOKING_IP_DAILY_LIMIT: "100000",
      AUTH_RATE_LIMIT: "1000",
    },
    discardOutput: true,
  });
}

beforeAll(async () => {
  if (!available) return;
  work = mkdtempSync(path.join(tmpdir(), "car-service-nginx-"));
  database = await startEmbeddedPostgres(freshDataDir("car-service-nginx-db-"));
  const listen = await freePort();
  origin = `http://127.0.0.1:${listen}`;
  ports.push(await freePort(), await freePort());
  for (const port of ports) instances.push(await startInstance(port));
  writeFileSync(path.join(work, "nginx.conf"), nginxConfig(listen, ports));
  nginx = spawn(
    NGINX,
    ["-c", path.join(work, "nginx.conf"), "-p", work, "-e", path.join(work, "error.log")],
    { stdio: "ignore" },
  );
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 100)
      throw new Error(`nginx did not start: ${readFileSync(path.join(work, "error.log"), "utf8")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(async () => {
  nginx?.kill("SIGQUIT");
  for (const server of instances) await server.stop();
  await database?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Whether a response came from the app (it sets X-Request-Id on every response) rather than from nginx alone. */
const fromApp = (response: Response) => response.headers.has("x-request-id");

/** A phone photo's size: a few MB of detail (a 2400×1800 JPEG of noise). */
async function phonePhoto(): Promise<Buffer> {
  const photo = await sharp({
    create: {
      width: 2400,
      height: 1800,
      channels: 3,
      noise: { type: "gaussian", mean: 128, sigma: 60 },
      background: { r: 0, g: 0, b: 0 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
  expect(photo.byteLength).toBeGreaterThan(2 * 1024 * 1024);
  return photo;
}

/** Uploads a photo to a booking's job card through `base` as the admin does; checks it was added. */
async function uploadPhoto(base: string, bookingId: string, admin: Customer): Promise<void> {
  const form = new FormData();
  form.set("intent", "upload-photo");
  form.set(
    "photo",
    new Blob([new Uint8Array(await phonePhoto())], { type: "image/jpeg" }),
    "brakes.jpg",
  );
  const upload = await fetch(`${base}/admin/booking/${bookingId}`, {
    method: "POST",
    headers: { origin: base, cookie: admin.cookie },
    body: form,
  });
  const page = await upload.text();
  expect(upload.status, page.slice(0, 300)).toBe(200);
  expect(page).toContain("Photo added.");
}

/** Runs one query on the shared database, on a connection of its own. */
async function query<Row extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The ids of a booking's photos, oldest first. */
async function photoIds(bookingId: string): Promise<string[]> {
  const rows = await query<{ id: string }>(
    "select id from booking_photos where booking_id = $1 order by created_at, id",
    [bookingId],
  );
  return rows.map((r) => r.id);
}

/**
 * Through nginx: an admin ("<who> Admin", the role granted on the instance with `dataDir`)
 * and a customer ("<who> Photo Customer") who books slot `slot` of the next 700, marked
 * `marker`, and expects it stored.
 * @returns the admin, the customer and the booking's id
 */
async function adminAndBooking(who: string, dataDir: string, slot: number, marker: string) {
  const admin = await signUp(origin, `${who} Admin`);
  grantAdmin(dataDir, admin.email, database.url);
  const customer = await signUp(origin, `${who} Photo Customer`);
  const booked = await postBooking(
    origin,
    customer,
    bookingBody(distinctSlots(700)[slot]!, marker, customer),
  );
  expect(booked.status).toBe(200);
  await booked.arrayBuffer();
  const [booking] = await query<{ id: string }>(
    "select id from bookings where special_requests = $1",
    [marker],
  );
  return { admin, customer, bookingId: booking!.id };
}

describe.skipIf(!available)("nginx in front of two instances", () => {
  it("nginx -t accepts the shipped site (TLS, upstream of two instances)", () => {
    const check = mkdtempSync(path.join(tmpdir(), "car-service-nginx-t-"));
    try {
      const key = path.join(check, "key.pem");
      const cert = path.join(check, "cert.pem");
      const made = spawnSync("openssl", [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=www.example.in",
        "-keyout",
        key,
        "-out",
        cert,
      ]);
      expect(made.status, String(made.stderr)).toBe(0);
      const site = readFileSync(path.join(projectRoot, "deploy/nginx/car-service.conf"), "utf8")
        .replaceAll("/srv/car-service", projectRoot)
        .replaceAll("/etc/letsencrypt/live/www.example.in/fullchain.pem", cert)
        .replaceAll("/etc/letsencrypt/live/www.example.in/privkey.pem", key);
      writeFileSync(path.join(check, "site.conf"), site);
      writeFileSync(
        path.join(check, "nginx.conf"),
        `pid ${check}/nginx.pid;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include ${check}/site.conf;\n}\n`,
      );
      const result = spawnSync(
        NGINX,
        [
          "-t",
          "-c",
          path.join(check, "nginx.conf"),
          "-p",
          check,
          "-e",
          path.join(check, "error.log"),
        ],
        { encoding: "utf8" },
      );
      expect(result.stderr).toContain("test is successful");
      expect(result.status).toBe(0);
    } finally {
      rmSync(check, { recursive: true, force: true });
    }
  });

  it("serves /assets and scriptless prerendered pages itself, with the app's security headers; the rest goes to the app", async () => {
    const page = await fetch(`${origin}/services`, { headers: { "accept-encoding": "gzip" } });
    expect(page.status).toBe(200);
    expect(fromApp(page)).toBe(false);
    expect(page.headers.get("content-encoding")).toBe("gzip");
    const direct = await fetch(`${instances[0]!.origin}/services`);
    await direct.arrayBuffer();
    expect(page.headers.get("content-security-policy")).toBe(
      direct.headers.get("content-security-policy")!.replace(/ 'nonce-[^']+'/, ""),
    );
    for (const header of [
      "x-content-type-options",
      "referrer-policy",
      "x-frame-options",
      "cache-control",
    ]) {
      expect(page.headers.get(header), header).toBe(direct.headers.get(header));
    }
    expect(await page.text()).toBe(
      readFileSync(path.join(projectRoot, "build/client/services/index.html"), "utf8"),
    );

    const asset = readdirSync(path.join(projectRoot, "build/client/assets")).find((f) =>
      f.endsWith(".css"),
    )!;
    const css = await fetch(`${origin}/assets/${asset}`);
    expect(css.status).toBe(200);
    expect(css.headers.get("cache-control")).toContain("immutable");
    expect(fromApp(css)).toBe(false);

    // Prerendered pages with inline scripts (found in the build as server/app.ts finds them),
    // signed-in visitors and anything else are the app's.
    const clientDir = path.join(projectRoot, "build/client");
    const hydrated = (readdirSync(clientDir, { recursive: true }) as string[])
      .filter(
        (f) =>
          f.endsWith("index.html") &&
          INLINE_SCRIPT.test(readFileSync(path.join(clientDir, f), "utf8")),
      )
      .map((f) => `/${path.dirname(f)}`.replace(/\/\.$/, "/"))
      .sort();
    // /booking carries the slot list's script, /emergency its "use my location" in each
    // language; /contact is a plain HTML form nginx may serve.
    expect(hydrated).toEqual(["/booking", "/emergency", "/hi/emergency", "/te/emergency"]);
    for (const pathname of [...hydrated, "/sitemap.xml", "/readyz"]) {
      const response = await fetch(`${origin}${pathname}`);
      await response.arrayBuffer();
      expect(fromApp(response), pathname).toBe(true);
    }
    const customer = await signUp(origin);
    const signedIn = await fetch(`${origin}/services`, { headers: { cookie: customer.cookie } });
    await signedIn.arrayBuffer();
    expect(fromApp(signedIn)).toBe(true);
  });

  it("gives every photo route of the app's list, and only those, the photo limit; 64 KB everywhere else", () => {
    const locations = readFileSync(path.join(projectRoot, "deploy/nginx/locations.conf"), "utf8");
    const sizes = [...locations.matchAll(/^\s*client_max_body_size (\d+)k;/gm)].map(
      (m) => Number(m[1]) * 1024,
    );
    expect(sizes[0]).toBe(BODY_LIMIT_BYTES);
    expect(bodyLimitLocations(locations)).toEqual(
      PHOTO_ROUTES.map((route) => ({
        pattern: route.pattern,
        bytes: PHOTO_UPLOAD_BODY_LIMIT_BYTES,
      })),
    );
    expect(sizes).toHaveLength(1 + PHOTO_ROUTES.length);
  });

  it("takes a job card photo of a few MB through nginx and both instances serve it; other routes keep the 64 KB limit", async () => {
    const { admin, customer, bookingId } = await adminAndBooking(
      "Nginx",
      instances[1]!.dataDir,
      650,
      "nginx-photo",
    );
    await uploadPhoto(origin, bookingId, admin);
    const [photoId] = await photoIds(bookingId);
    const served: Buffer[] = [];
    for (const instance of instances) {
      const response = await fetch(`${instance.origin}/booking/${bookingId}/photos/${photoId}`, {
        headers: { cookie: admin.cookie },
      });
      expect(response.status, instance.origin).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      served.push(Buffer.from(await response.arrayBuffer()));
    }
    expect(served[0]!.byteLength).toBeGreaterThan(0);
    expect(served[1]!.equals(served[0]!)).toBe(true);
    // The booking's customer gets it through nginx too.
    const own = await fetch(`${origin}/booking/${bookingId}/photos/${photoId}`, {
      headers: { cookie: customer.cookie },
    });
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer()).equals(served[0]!)).toBe(true);

    // Everywhere else a body over 64 KB stops at nginx.
    const large = await fetch(`${origin}/contact`, {
      method: "POST",
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      body: `message=${"x".repeat(BODY_LIMIT_BYTES + 1024)}`,
    });
    await large.arrayBuffer();
    expect(large.status).toBe(413);
    expect(fromApp(large)).toBe(false);
  });

  it("takes a photo through nginx on each of the four photo routes, as the role each takes", async () => {
    // A phone's small photo, larger than nginx's 64 KB everywhere else.
    const photo = await noisePhoto(800, 600);
    expect(photo.byteLength).toBeGreaterThan(BODY_LIMIT_BYTES);
    // A car driven in (job card, counter, technician) and one picked up (the driver's leg).
    const { admin, bookingId } = await adminAndBooking(
      "Routes",
      instances[1]!.dataDir,
      670,
      "nginx-routes-counter",
    );
    const pickupCustomer = await signUp(origin, "Routes Pickup Customer");
    const booked = await postBooking(origin, pickupCustomer, {
      ...bookingBody(distinctSlots(700)[680]!, "nginx-routes-pickup", pickupCustomer),
      pickupAndDrop: "yes",
      locality: "other",
    });
    expect(booked.status, await booked.text()).toBe(200);
    const [leg] = await query<{ id: string; booking_id: string }>(
      "select l.id, l.booking_id from pickup_legs l join bookings b on b.id = l.booking_id where b.special_requests = $1 and l.kind = 'pickup'",
      ["nginx-routes-pickup"],
    );
    const driver = await signUp(origin, "Routes Driver");
    await grantStaffRole(origin, admin, driver.id, "driver");
    const technician = await signUp(origin, "Routes Technician");
    await grantStaffRole(origin, admin, technician.id, "technician");

    /** A plain form post through nginx, as the signed-in `who`; the redirect's target. */
    const formPost = async (path: string, who: Customer, fields: Record<string, string>) => {
      const response = await fetch(`${origin}${path}`, {
        method: "POST",
        headers: {
          origin,
          cookie: who.cookie,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(fields),
        redirect: "manual",
      });
      await response.arrayBuffer();
      expect(response.status, path).toBeGreaterThanOrEqual(300);
      expect(response.status, path).toBeLessThan(400);
      return response.headers.get("location") ?? "";
    };
    expect(
      await formPost(`/admin/booking/${leg!.booking_id}/staff`, admin, {
        intent: "assign-driver",
        legId: leg!.id,
        driverId: driver.id,
      }),
    ).toContain("staff=saved");
    expect(
      await formPost(`/admin/booking/${bookingId}/staff`, admin, {
        intent: "assign-technician",
        technicianId: technician.id,
      }),
    ).toContain("staff=saved");
    const checkIn = { intent: "save-check-in", km: "42150", fuelEighths: "4" };
    expect(await formPost(`/staff/leg/${leg!.id}`, driver, checkIn)).toContain("done=saved");
    expect(await formPost(`/admin/booking/${bookingId}/check-in`, admin, checkIn)).toContain(
      "done=saved",
    );

    // The photos, through nginx, each answered by the app as done.
    const sent: Array<[string, Customer, Record<string, string>, string]> = [
      [`/admin/booking/${bookingId}`, admin, { intent: "upload-photo" }, "done=upload-photo"],
      [`/admin/booking/${bookingId}/check-in`, admin, { intent: "add-photo" }, "done=photo"],
      [`/staff/leg/${leg!.id}`, driver, { intent: "add-photo" }, "done=photo"],
      [
        `/staff/job/${bookingId}`,
        technician,
        { intent: "record-point", pointId: healthPoints[0]!.id, finding: "fine" },
        "saved=photo",
      ],
    ];
    for (const [path, who, fields, notice] of sent) {
      const response = await postPhotoForm(`${origin}${path}`, who, fields, photo);
      const text = await response.text();
      expect(fromApp(response), path).toBe(true);
      expect(response.status, `${path}: ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(300);
      expect(response.status, path).toBeLessThan(400);
      expect(response.headers.get("location"), path).toContain(notice);
    }
    const [counts] = await query<{ job_card: number; walkrounds: number; health: number }>(
      `select
         (select count(*)::int from booking_photos p where p.booking_id = $1
            and not exists (select 1 from walkround_photos w where w.photo_id = p.id)) as job_card,
         (select count(*)::int from walkround_photos w join walkrounds r on r.id = w.walkround_id
            where r.booking_id in ($1, $2)) as walkrounds,
         (select count(*)::int from health_check_photos h join health_checks c on c.id = h.health_check_id
            where c.booking_id = $1) as health`,
      [bookingId, leg!.booking_id],
    );
    expect(counts).toEqual({ job_card: 1, walkrounds: 2, health: 1 });

    // nginx passes a photo route's body on to the app; the app takes it only from those roles.
    for (const [path, who] of [
      [`/staff/leg/${leg!.id}`, pickupCustomer],
      [`/staff/job/${bookingId}`, driver],
    ] as const) {
      const refused = await postPhotoForm(`${origin}${path}`, who, { intent: "add-photo" }, photo);
      await refused.arrayBuffer();
      expect(refused.status, path).toBe(413);
      expect(fromApp(refused), path).toBe(true);
    }
  });

  it("shares photos between instances on separate machines through an S3-compatible bucket, with no shared folder", async () => {
    const s3: S3Server = await startS3Server();
    const machines: AppServer[] = [];
    try {
      // Two instances as on two machines: each its own DATA_DIR, no UPLOADS_DIR, one bucket;
      // each reached directly, at its own address.
      for (let i = 0; i < 2; i++) {
        const port = await freePort();
        machines.push(
          await startInstance(port, {
            ...s3.env("nginx-fault"),
            SITE_URL: `http://127.0.0.1:${port}`,
          }),
        );
      }
      const [one, other] = machines as [AppServer, AppServer];
      // Accounts and the booking through nginx (one database); the files through each instance.
      const { admin, customer, bookingId } = await adminAndBooking(
        "Bucket",
        one.dataDir,
        660,
        "bucket-photo",
      );
      await uploadPhoto(one.origin, bookingId, admin);
      const [photoId] = await photoIds(bookingId);
      const url = `/booking/${bookingId}/photos/${photoId}`;
      const served = await fetch(`${other.origin}${url}`, { headers: { cookie: customer.cookie } });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      const bytes = Buffer.from(await served.arrayBuffer());
      expect((await sharp(bytes).metadata()).format).toBe("webp");
      const again = await fetch(`${one.origin}${url}`, { headers: { cookie: admin.cookie } });
      expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
      // Only the customer and admins: a stranger gets 404 from either instance.
      const stranger = await signUp(origin, "Bucket Stranger");
      expect(
        (await fetch(`${other.origin}${url}`, { headers: { cookie: stranger.cookie } })).status,
      ).toBe(404);

      // The file is in the bucket, and in no instance's folder.
      for (const machine of machines)
        expect(existsSync(path.join(machine.dataDir, "uploads"))).toBe(false);
      const listing = new S3Client({
        endpoint: s3.endpoint,
        region: "ap-south-1",
        forcePathStyle: true,
        credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      });
      const listed = await listing.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: "nginx-fault/bookings/" }),
      );
      listing.destroy();
      expect((listed.Contents ?? []).map((o) => [o.Key, o.Size])).toEqual([
        [`nginx-fault/bookings/${bookingId}/${photoId}.webp`, bytes.byteLength],
      ]);
    } finally {
      for (const machine of machines) await machine.stop();
      await s3.stop();
    }
  });

  it("loses and duplicates no acknowledged booking when an instance is killed mid-burst; customers stay signed in", async () => {
    const customers: Customer[] = [];
    for (let i = 0; i < 5; i++) customers.push(await signUp(origin, `Nginx Customer ${i + 1}`));
    const slots = distinctSlots(600);
    const acknowledged = new Set<string>();
    const failures: number[] = [];
    const TOTAL = 240;
    let next = 0;
    let killedAt = -1;
    const worker = async () => {
      for (let n = next++; n < TOTAL; n = next++) {
        if (n === 80) {
          killedAt = n;
          instances[0]!.child.kill("SIGKILL");
        }
        const customer = customers[n % customers.length]!;
        const marker = `nginx-burst-${n}`;
        try {
          const response = await postBooking(
            origin,
            customer,
            bookingBody(slots[n % slots.length]!, marker, customer),
          );
          await response.arrayBuffer();
          if (response.status === 200) acknowledged.add(marker);
          else failures.push(response.status);
        } catch {
          failures.push(0);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(killedAt).toBe(80);
    // Only the requests in flight on the killed instance may fail (a POST is never retried by nginx).
    expect(failures.length).toBeLessThanOrEqual(8);
    await instances[0]!.exited;

    // The site keeps answering with one instance down: pages, sign-in state, the app's pages.
    expect((await fetch(`${origin}/`)).status).toBe(200);
    for (const customer of customers) {
      const mine = await fetch(`${origin}/booking?tab=my-bookings`, {
        headers: { accept: "text/html", cookie: customer.cookie },
      });
      expect(mine.status).toBe(200);
      expect(await mine.text()).not.toContain("Sign In Required");
    }

    // Brought back on the same port, it takes requests again (once nginx's 2 s pause on a failed instance is over).
    instances[0] = await startInstance(ports[0]!);
    let after = 0;
    const answeredByRestarted = () =>
      instances[0]!.logs().some((l) => String(l.msg).startsWith("POST /booking.data 200"));
    for (let n = TOTAL; !answeredByRestarted() && n < TOTAL + 200; n++, after++) {
      const customer = customers[n % customers.length]!;
      const response = await postBooking(
        origin,
        customer,
        bookingBody(slots[n % slots.length]!, `nginx-burst-${n}`, customer),
      );
      const body = await response.text();
      expect(response.status, body).toBe(200);
      acknowledged.add(`nginx-burst-${n}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(answeredByRestarted(), "the restarted instance answered a booking").toBe(true);

    const rows = await query<{ marker: string; n: number }>(
      "select special_requests as marker, count(*)::int as n from bookings where special_requests like 'nginx-burst-%' group by 1",
    );
    const stored = new Map(rows.map((r) => [r.marker, r.n]));
    for (const marker of acknowledged) expect(stored.get(marker), marker).toBe(1);
    expect([...stored.values()].every((n) => n === 1)).toBe(true);
    console.info(
      `nginx, kill -9 of one of two instances during ${TOTAL} bookings: ${acknowledged.size - after} acknowledged before the restart, ` +
        `${failures.length} refused or failed (${[...new Set(failures)].join(", ") || "none"}), ${stored.size} stored, none twice; the restarted instance took bookings again after ${after} more`,
    );
  });

  it("prints a public page's requests/s through nginx and from the app directly", async () => {
    const measure = async (url: string) =>
      (
        await autocannon({
          url,
          connections: 10,
          duration: 3,
          headers: { accept: "text/html", "accept-encoding": "gzip" },
        })
      ).requests.average;
    const throughNginx = await measure(`${origin}/services`);
    const fromTheApp = await measure(`${instances[1]!.origin}/services`);
    console.info(
      `public page /services, 10 connections, 3 s each: ${throughNginx.toFixed(0)} requests/s through nginx, ${fromTheApp.toFixed(0)} requests/s from one app instance directly`,
    );
    expect(throughNginx).toBeGreaterThan(0);
    expect(fromTheApp).toBeGreaterThan(0);
  });
});
