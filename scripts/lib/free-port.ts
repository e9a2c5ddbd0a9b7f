import { createServer } from "node:net";

/**
 * A TCP port free on the loopback interface right now, for starting a test or benchmark
 * server beside anything else running.
 * @returns the port number (1024-65535, chosen by the operating system)
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}
