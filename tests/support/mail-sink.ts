/**
 * A real SMTP server in the test process (smtp-server), which parses what arrives
 * (mailparser), for the tests of the messages the product sends (docs/product.md#lifecycle). Mail
 * to an address starting with "bounce" is refused, so a delivery failure can be made on purpose.
 */
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A running sink. */
export interface MailSink {
  /** `smtp://127.0.0.1:PORT`, for SMTP_URL. */
  url: string;
  /** Every mail received so far, parsed. */
  received: ParsedMail[];
  /** Waits until a mail matching `match` has arrived (polls the list; 20 s at most). */
  waitFor(match: (mail: ParsedMail) => boolean, what?: string): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** The recipients of a parsed mail, lower case. */
export function recipientsOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((a) => a.value.map((v) => (v.address ?? "").toLowerCase()));
}

/**
 * Starts a sink on a free loopback port.
 * @returns the sink; close it when done
 */
export async function startMailSink(): Promise<MailSink> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().startsWith("bounce"))
        return callback(new Error("550 mailbox unavailable"));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(match, what = "mail") {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no ${what} arrived; received: ${received.map((m) => `${recipientsOf(m).join(",")}: ${m.subject}`).join(" | ")}`,
          );
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received mail as the end-to-end tests read it over HTTP. */
export interface MailboxEntry {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

/**
 * Serves the sink's mails as JSON (`GET /` → MailboxEntry[]) on a free loopback port, for
 * tests that run in another process than the sink.
 * @returns the mailbox URL and a function that stops serving
 */
export async function serveMailbox(
  sink: MailSink,
): Promise<{ url: string; close: () => Promise<void> }> {
  const { createServer } = await import("node:http");
  const server = createServer((_req, res) => {
    const entries: MailboxEntry[] = sink.received.map((m) => ({
      to: recipientsOf(m),
      subject: m.subject ?? "",
      text: m.text ?? "",
      html: typeof m.html === "string" ? m.html : "",
      attachments: m.attachments.map((a) => ({
        filename: a.filename ?? "",
        contentType: a.contentType,
        content: a.content.toString("utf8"),
      })),
    }));
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(entries));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
