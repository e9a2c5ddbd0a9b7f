/**
 * A local stand-in for the WhatsApp Business Cloud API (docs/product.md#lifecycle-whatsapp) for
 * an integration test file: a real HTTP server that checks each request as the Cloud API's
 * `POST /{phone-number-id}/messages` would (a JSON template message to a number of 11 to 15
 * digits, in a language its template is registered in) and answers as it does, with the app's
 * WhatsApp settings pointed at it.
 */
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll } from "vitest";
import { resetEnvCache } from "~/lib/env.server";

/** The languages the workshop's templates are registered in (README "WhatsApp templates"). */
const TEMPLATE_LANGUAGES = ["en", "te", "hi"];

/** One request the stand-in received: its path, Authorization header and JSON body. */
export interface CloudApiRequest {
  path: string;
  auth: string | undefined;
  body: Record<string, unknown>;
}

/**
 * Starts the stand-in before the file's tests and sets WHATSAPP_API_URL, WHATSAPP_TOKEN
 * ("test-token") and WHATSAPP_PHONE_NUMBER_ID; clears them and stops it after them. A request
 * that is not a template message, or the one after `refuseNext()`, is answered 400 with the
 * Cloud API's "(#132000)" error; any other 200 with a message id. Call it at the top of the file.
 * @returns `received` (every request, oldest first) and `refuseNext()`
 */
export function usesWhatsAppCloudApi(): {
  readonly received: CloudApiRequest[];
  refuseNext(): void;
} {
  const received: CloudApiRequest[] = [];
  let refuse = false;
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        const body = JSON.parse(raw) as Record<string, unknown>;
        received.push({ path: req.url ?? "", auth: req.headers.authorization, body });
        const template = body.template as
          { name?: string; language?: { code?: string } } | undefined;
        const shapeOk =
          req.method === "POST" &&
          body.messaging_product === "whatsapp" &&
          body.type === "template" &&
          /^\d{11,15}$/.test(String(body.to)) &&
          template?.name &&
          template.language?.code;
        // The workshop registers each template in English, Telugu and Hindi
        // (docs/decisions/0026): any other language is the Cloud API's "(#132001)".
        if (shapeOk && !refuse && !TEMPLATE_LANGUAGES.includes(template.language!.code!)) {
          res.writeHead(404, { "content-type": "application/json" });
          res.end(
            JSON.stringify({
              error: { message: "(#132001) Template name does not exist in the translation" },
            }),
          );
          return;
        }
        if (refuse || !shapeOk) {
          refuse = false;
          res.writeHead(400, { "content-type": "application/json" });
          res.end(
            JSON.stringify({
              error: {
                message:
                  "(#132000) Number of parameters does not match the expected number of params",
              },
            }),
          );
          return;
        }
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            messaging_product: "whatsapp",
            contacts: [{ input: body.to, wa_id: body.to }],
            messages: [{ id: "wamid.TEST" }],
          }),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const address = server.address();
    process.env.WHATSAPP_API_URL = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/v21.0`;
    process.env.WHATSAPP_TOKEN = "test-token";
    process.env.WHATSAPP_PHONE_NUMBER_ID = "106540352242922";
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.WHATSAPP_API_URL;
    delete process.env.WHATSAPP_TOKEN;
    delete process.env.WHATSAPP_PHONE_NUMBER_ID;
    resetEnvCache();
    await new Promise<void>((r) => server.close(() => r()));
  });
  return {
    received,
    refuseNext() {
      refuse = true;
    },
  };
}
