/**
 * Fault: clients that send a request body very slowly (docs/decisions/0013). Eight sockets post
 * a declared 2,000-byte form to /auth/forgot-password and send it one byte every 2 s; while they
 * are open a signed-in customer's page still answers within a second, because a request's body
 * is read before the request waits for one of the app's turns (server/app.ts). The slow clients
 * themselves are answered 408 once their body has not arrived in time.
 */
import { connect, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { BODY_TIMEOUT_MS } from "../../server/security";
import { signUp } from "../../scripts/lib/app-server";
import { serversStoppedAfterAll } from "./support";

const start = serversStoppedAfterAll();

/** A socket trickling a form body one byte every 2 s, with what the server answered so far. */
interface SlowClient {
  socket: Socket;
  answer: () => string;
  closed: Promise<void>;
}

const slowClients: SlowClient[] = [];
const timers: NodeJS.Timeout[] = [];

afterAll(() => {
  for (const timer of timers) clearInterval(timer);
  for (const client of slowClients) client.socket.destroy();
});

/**
 * Opens a socket that posts `Content-Length: 2000` to /auth/forgot-password and sends the body
 * one byte every 2 s (at most 30 bytes, then it stops by itself).
 */
function slowClient(port: number): Promise<SlowClient> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => {});
    const closed = new Promise<void>((done) => socket.once("close", () => done()));
    socket.once("connect", () => {
      socket.write(
        "POST /auth/forgot-password HTTP/1.1\r\n" +
          `Host: 127.0.0.1:${port}\r\n` +
          "Content-Type: application/x-www-form-urlencoded\r\n" +
          "Content-Length: 2000\r\n\r\n" +
          "e",
      );
      let sent = 1;
      const timer = setInterval(() => {
        if (sent >= 30 || socket.destroyed) return clearInterval(timer);
        socket.write("m");
        sent++;
      }, 2000);
      timers.push(timer);
      resolve({ socket, answer: () => answer, closed });
    });
    socket.once("error", reject);
  });
}

describe("slow request bodies", () => {
  it("keeps a signed-in page answering within a second while 8 slow-body sockets are open; the slow clients get 408", async () => {
    const server = await start();
    const customer = await signUp(server.origin, "Slow Body Check");
    // The page once before the slow clients, so its first render's cost is not measured.
    const warm = await fetch(`${server.origin}/booking?tab=my-bookings`, {
      headers: { accept: "text/html", cookie: customer.cookie },
    });
    expect(warm.status).toBe(200);
    await warm.arrayBuffer();

    for (let i = 0; i < 8; i++) slowClients.push(await slowClient(server.port));
    // Every slow request has reached the server (its headers and first byte are in).
    await new Promise((r) => setTimeout(r, 500));

    for (let round = 0; round < 3; round++) {
      const began = performance.now();
      const page = await fetch(`${server.origin}/booking?tab=my-bookings`, {
        headers: { accept: "text/html", cookie: customer.cookie },
        signal: AbortSignal.timeout(5_000),
      });
      const html = await page.text();
      const ms = performance.now() - began;
      expect(page.status).toBe(200);
      expect(html).toContain("My Bookings");
      expect(html).not.toContain("Sign In Required");
      expect(ms, `round ${round + 1}: the signed-in page took ${ms.toFixed(0)} ms`).toBeLessThan(
        1000,
      );
    }

    // A slow client only hurts itself: once its body is overdue it is answered 408 and closed.
    await Promise.all(slowClients.map((c) => c.closed));
    for (const client of slowClients) expect(client.answer()).toMatch(/^HTTP\/1\.1 408 /);
    console.info(
      `8 slow-body sockets: a signed-in page answered within 1 s; each slow client was answered 408 after about ${BODY_TIMEOUT_MS / 1000} s`,
    );
  });
});
