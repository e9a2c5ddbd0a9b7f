/**
 * The request header carrying the client's IP, set by the server (server/security.ts)
 * from the connection or, behind a configured proxy (TRUST_PROXY), from X-Forwarded-For.
 * Anything a client sends under this name is replaced. Rate limits count per this IP
 * (docs/decisions/0005).
 */
export const CLIENT_IP_HEADER = "x-client-ip";

/**
 * The client IP of a request as the server resolved it.
 * @returns the address, or "unknown" when the request did not pass through the server (tests calling actions directly)
 */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) || "unknown";
}
