/**
 * The part of autocannon 9's API that bench/load.ts uses (the package ships no types).
 * See https://github.com/mcollina/autocannon#api
 */
declare module "autocannon" {
  namespace autocannon {
    /** A request as autocannon builds it; `setupRequest` may return a changed copy. */
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
    }
    interface RequestSpec extends Request {
      /** Called before each request with this connection's context (kept across its requests). */
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    }
    interface Options {
      url: string;
      connections?: number;
      /** Seconds; ignored when `amount` is set. */
      duration?: number;
      /** Total requests to send, then stop. */
      amount?: number;
      headers?: Record<string, string>;
      requests?: RequestSpec[];
      timeout?: number;
    }
    /** Latency (ms) or throughput statistics. */
    interface Histogram {
      average: number;
      total: number;
      p50: number;
      p99: number;
      max: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      "2xx": number;
      duration: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
