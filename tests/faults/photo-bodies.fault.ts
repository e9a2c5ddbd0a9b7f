/**
 * Fault: large request bodies sent to the photo routes (app/lib/photo-routes.ts) by people who may
 * not upload photos there, and more large bodies at once than the process takes
 * (README.md "Deploying on a VPS"). Twelve signed-out sockets each declare a 10 MB body to a
 * photo route and send its first MB: each is answered 413 before the rest is sent, and the
 * server's resident memory stays within a few MB of where it was (before, each body was read
 * whole first: here 137 MB grew to 309 MB). A customer's session does not
 * lift the 64 KB limit, nor a driver's on a technician's route; the right role's does. With the
 * bytes of bodies in flight at their budget (`REQUEST_BODY_BUDGET_MB`), one more photo body is
 * answered 503 with Retry-After, unread, and taken once the budget has room again.
 */
import { randomUUID } from "node:crypto";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memory } from "../../bench/process-stats";
import {
  BODY_LIMIT_BYTES,
  PHOTO_ROUTES,
  PHOTO_UPLOAD_BODY_LIMIT_BYTES,
  type PhotoRoute,
} from "../../app/lib/photo-routes";
import { signUp, type AppServer, type Customer } from "../../scripts/lib/app-server";
import {
  grantAdminWhileListening,
  grantStaffRole,
  noisePhoto,
  postPhotoForm,
  serversStoppedAfterAll,
} from "./support";

const start = serversStoppedAfterAll();
const sockets: Socket[] = [];

afterAll(() => {
  for (const socket of sockets) socket.destroy();
});

/** A photo route's address for a made-up id (the limit is decided before the id is looked up). */
const routePath = (route: PhotoRoute) => route.path.replace("<id>", randomUUID());

/** A socket posting a declared body, with what the server has answered so far. */
interface RawPost {
  socket: Socket;
  /** What the server sent back so far. */
  answer: () => string;
  /** Resolves with the answer's status line once one has come, or "" after `ms`. */
  statusWithin: (ms: number) => Promise<string>;
  /** Sends `bytes` more of the body as fast as the socket takes them (stops when it closes). */
  send: (bytes: number) => Promise<void>;
  closed: Promise<void>;
}

/**
 * Opens a socket that posts to `path` with `Content-Length: declared` (multipart, as a photo
 * form) and sends `first` bytes of the body.
 */
function rawPost(
  port: number,
  path: string,
  declared: number,
  first: number,
  cookie?: string,
): Promise<RawPost> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    sockets.push(socket);
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", () => {});
    const closed = new Promise<void>((done) => socket.once("close", () => done()));
    const chunk = Buffer.alloc(64 * 1024, "x");
    const send = async (bytes: number) => {
      for (let left = bytes; left > 0 && !socket.destroyed && socket.writable;) {
        const piece = chunk.subarray(0, Math.min(left, chunk.byteLength));
        left -= piece.byteLength;
        if (!socket.write(piece))
          await new Promise<void>((r) => {
            socket.once("drain", r);
            socket.once("close", r);
          });
      }
    };
    const statusWithin = async (ms: number) => {
      const until = Date.now() + ms;
      while (!answer.includes("\r\n") && Date.now() < until && !socket.destroyed)
        await new Promise((r) => setTimeout(r, 20));
      return answer.split("\r\n")[0] ?? "";
    };
    // Only a failure to connect fails the post: once connected, the server may answer and
    // close while the body is still going out (EPIPE), which is what some checks wait for.
    let connected = false;
    socket.once("connect", () => {
      connected = true;
      socket.write(
        `POST ${path} HTTP/1.1\r\n` +
          `Host: 127.0.0.1:${port}\r\n` +
          `Origin: http://127.0.0.1:${port}\r\n` +
          (cookie ? `Cookie: ${cookie}\r\n` : "") +
          "Content-Type: multipart/form-data; boundary=----photo\r\n" +
          `Content-Length: ${declared}\r\n\r\n`,
      );
      void send(first).then(() =>
        resolve({ socket, answer: () => answer, statusWithin, send, closed }),
      );
    });
    socket.once("error", (error) => {
      if (!connected) reject(error);
    });
  });
}

/** Samples a process's resident memory every 20 ms until `stop` is called; returns the peak, MB. */
function peakResident(pid: number): { stop: () => number } {
  let peak = memory(pid).rss;
  const timer = setInterval(() => (peak = Math.max(peak, memory(pid).rss)), 20);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, memory(pid).rss);
    },
  };
}

/** An admin of `server`, a driver and a technician (roles given as an admin gives them), and a customer. */
async function staffOf(server: AppServer) {
  const admin = await signUp(server.origin, "Body Limit Admin");
  await grantAdminWhileListening(server.dataDir, admin.email);
  const driver = await signUp(server.origin, "Body Limit Driver");
  await grantStaffRole(server.origin, admin, driver.id, "driver");
  const technician = await signUp(server.origin, "Body Limit Technician");
  await grantStaffRole(server.origin, admin, technician.id, "technician");
  const customer = await signUp(server.origin, "Body Limit Customer");
  return { admin, driver, technician, customer };
}

const TEN_MB = 10 * 1024 * 1024;

describe("large bodies on the photo routes", () => {
  let server: AppServer;
  let people: Awaited<ReturnType<typeof staffOf>>;

  beforeAll(async () => {
    server = await start();
    people = await staffOf(server);
  });

  it("answers 12 signed-out sockets declaring a 10 MB body to the photo routes with 413 before reading it; the server's memory stays put", async () => {
    // Within the photo routes' limit: what refuses it is who sends it.
    expect(TEN_MB).toBeLessThan(PHOTO_UPLOAD_BODY_LIMIT_BYTES);
    // Warm: each route once, so its first use's cost is not counted.
    for (const route of PHOTO_ROUTES)
      await (await fetch(server.origin + routePath(route))).arrayBuffer();
    const pid = server.child.pid!;
    const before = memory(pid).rss;
    const sampler = peakResident(pid);
    const posts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        rawPost(
          server.port,
          routePath(PHOTO_ROUTES[i % PHOTO_ROUTES.length]!),
          TEN_MB,
          1024 * 1024,
        ),
      ),
    );
    // Answered with only the first MB of each body sent.
    const statuses = await Promise.all(posts.map((p) => p.statusWithin(5_000)));
    // Then the rest of each body, as a client that does not listen would.
    await Promise.all(posts.map((p) => p.send(TEN_MB - 1024 * 1024)));
    await new Promise((r) => setTimeout(r, 500));
    const peak = sampler.stop();
    for (const p of posts) p.socket.destroy();
    console.info(
      `12 signed-out sockets, 10 MB bodies to the photo routes: ${statuses.filter((s) => s.includes(" 413 ")).length} answered 413 after their first MB; resident memory ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the peak (+${(peak - before).toFixed(0)} MB)`,
    );
    expect(statuses).toEqual(Array.from({ length: 12 }, () => "HTTP/1.1 413 Payload Too Large"));
    expect(peak - before).toBeLessThan(20);
  });

  it("keeps 64 KB for a customer, and for staff on another role's route; lifts it for the role each route's guard lets in", async () => {
    const photo = await noisePhoto(640, 480);
    expect(photo.byteLength).toBeGreaterThan(BODY_LIMIT_BYTES);
    const { admin, driver, technician, customer } = people;
    const post = (route: PhotoRoute, who: Customer | null) =>
      postPhotoForm(server.origin + routePath(route), who, { intent: "add-photo" }, photo);
    const [jobCard, counter, leg, job] = PHOTO_ROUTES as [
      PhotoRoute,
      PhotoRoute,
      PhotoRoute,
      PhotoRoute,
    ];
    const refused: Array<[PhotoRoute, Customer | null]> = [
      [leg, null],
      [leg, customer],
      [job, customer],
      [counter, customer],
      [jobCard, customer],
      [job, driver],
      [leg, technician],
      [jobCard, driver],
      [counter, technician],
    ];
    for (const [route, who] of refused) {
      const response = await post(route, who);
      const text = await response.text();
      expect(response.status, `${route.path} as ${who?.name ?? "nobody"}: ${text}`).toBe(413);
    }
    // The body is read and the route answers: an unknown leg or job card is the route's 404.
    const allowed: Array<[PhotoRoute, Customer]> = [
      [leg, driver],
      [job, technician],
      [leg, admin],
      [job, admin],
      [counter, admin],
      [jobCard, admin],
    ];
    for (const [route, who] of allowed) {
      const response = await post(route, who);
      await response.arrayBuffer();
      expect([413, 503], `${route.path} as ${who.name}`).not.toContain(response.status);
      expect(response.status, `${route.path} as ${who.name}`).toBeLessThan(500);
    }
  });

  it("answers a photo body beyond the bytes in flight allowed (REQUEST_BODY_BUDGET_MB) 503 with Retry-After, unread; takes it once there is room", async () => {
    const small = await start({ env: { REQUEST_BODY_BUDGET_MB: "12" } });
    const admin = await signUp(small.origin, "Budget Admin");
    await grantAdminWhileListening(small.dataDir, admin.email);
    const jobCard = PHOTO_ROUTES[0]!;
    // One upload of 10 MB under way (its first MB sent): 10 of the 12 MB are taken.
    const first = await rawPost(small.port, routePath(jobCard), TEN_MB, 1024 * 1024, admin.cookie);
    await new Promise((r) => setTimeout(r, 300));
    const second = await rawPost(small.port, routePath(jobCard), TEN_MB, 64 * 1024, admin.cookie);
    expect(await second.statusWithin(5_000)).toBe("HTTP/1.1 503 Service Unavailable");
    await new Promise((r) => setTimeout(r, 100));
    expect(second.answer()).toMatch(/\r\nRetry-After: \d+\r\n/i);
    // A small form still fits beside it.
    const contact = await fetch(`${small.origin}/contact`, {
      method: "POST",
      headers: { origin: small.origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Asha", message: "x".repeat(2000) }),
    });
    await contact.arrayBuffer();
    expect(contact.status).not.toBe(503);
    // The first upload ends (its client leaves): its bytes are given back.
    first.socket.destroy();
    await first.closed;
    await new Promise((r) => setTimeout(r, 300));
    const third = await rawPost(small.port, routePath(jobCard), TEN_MB, TEN_MB, admin.cookie);
    const status = await third.statusWithin(10_000);
    expect(status).toMatch(/^HTTP\/1\.1 /);
    expect(status).not.toMatch(/ (413|503) /);
  });
});
