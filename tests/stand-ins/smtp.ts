// A local SMTP sink on 127.0.0.1 (smtp-server) that keeps every message it receives, so tests
// and the e2e server can read the mail the app sends (password-setup links, receipts) without a
// real mail server. A multipart/alternative message (a broadcast: text and HTML) is split into its
// two parts; `raw` keeps the message as received (headers, DKIM signature).
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export type ReceivedEmail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  raw: string;
  /** The Message-ID header as sent, and when the sink accepted the message (just before its 250). */
  messageId: string;
  receivedAt: number;
  /**
   * When the sender opened the connection the message came on. A sender that dies has written
   * what the sink reads after it: a message on a connection opened before a sender was killed
   * was written by that sender, however late the sink reads it.
   */
  connectedAt: number;
};

export type SmtpSink = {
  url: string;
  messages: ReceivedEmail[];
  /** Resolves with the first message to `address` (waiting up to timeoutMs for it). */
  waitFor(address: string, timeoutMs?: number): Promise<ReceivedEmail>;
  /** While on, every recipient is refused (451), as a mail server in trouble does; nothing is kept. */
  setRefusing(on: boolean): void;
  /** Recipients refused for good (550 "no such user"), as a receiving server refuses an unknown mailbox. */
  unknownRecipients: Set<string>;
  /** Connections that ended in an error (a sender reset or dropped them mid-conversation). */
  readonly connectionErrors: number;
  close(): Promise<void>;
};

/**
 * Starts the sink on `port` (0: any free one). With `mailDir`, every message is also written
 * there as JSON, so another process (the e2e specs) can read it with readMailDir().
 */
export async function startSmtpSink(port = 0, mailDir?: string): Promise<SmtpSink> {
  if (mailDir) mkdirSync(mailDir, { recursive: true });
  const messages: ReceivedEmail[] = [];
  let refusing = false;
  const unknownRecipients = new Set<string>();
  // Kept after the connection closes: a dead sender's last message can be read after its close.
  const connectedAt = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(session, callback) {
      connectedAt.set(session.id, Date.now());
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (unknownRecipients.has(address.address.toLowerCase())) {
        return callback(Object.assign(new Error("5.1.1 No such user here"), { responseCode: 550 }));
      }
      callback(refusing ? Object.assign(new Error("Local error in processing; try again later"), { responseCode: 451 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          ...parseMessage(raw),
          raw,
          messageId: headerOf(raw, "Message-ID"),
          receivedAt: Date.now(),
          connectedAt: connectedAt.get(session.id) ?? Date.now(),
        };
        messages.push(message);
        if (mailDir) writeFileSync(path.join(mailDir, `${Date.now()}-${messages.length}.json`), JSON.stringify(message));
        callback();
      });
    },
  });
  // A sender that dies mid-conversation (the broadcast fault run kills the worker with SIGKILL)
  // resets its connection, and smtp-server reports that as an "error" event on the server: without
  // a listener Node throws it and the sink's whole process ends (clean-clone CI run of 2026-11-29).
  // A real mail server shrugs off a dropped client; so does the sink, counting it. Before the sink
  // listens, an error (the port taken) fails the start instead.
  let connectionErrors = 0;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      server.on("error", () => void connectionErrors++);
      resolve();
    });
  });
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    async waitFor(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => m.to.includes(to.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    setRefusing(on) {
      refusing = on;
    },
    unknownRecipients,
    get connectionErrors() {
      return connectionErrors;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The messages a sink started with `mailDir` has written there, oldest first. */
export function readMailDir(mailDir: string): ReceivedEmail[] {
  let names: string[] = [];
  try {
    names = readdirSync(mailDir).sort();
  } catch {
    return [];
  }
  return names.map((name) => JSON.parse(readFileSync(path.join(mailDir, name), "utf8")) as ReceivedEmail);
}

/** A header of a raw message (unfolded), or "". */
function headerOf(raw: string, name: string) {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  return head.match(new RegExp(`^${name}:\\s*(.*)$`, "im"))?.[1]?.trim() ?? "";
}

function parseMessage(raw: string): { subject: string; text: string; html?: string } {
  const split = raw.indexOf("\r\n\r\n");
  const body = raw.slice(split + 4);
  const header = (name: string) => headerOf(raw, name);
  const subject = decodeHeader(header("Subject"));
  const boundary = header("Content-Type").match(/multipart\/[a-z]+;.*boundary="?([^";]+)"?/i)?.[1];
  if (boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .map((part) => parseMessage(part.replace(/^\r\n/, "")));
    const type = (part: string) => new RegExp(`Content-Type:\\s*${part}`, "i");
    const rawParts = body.split(`--${boundary}`).slice(1);
    const pick = (kind: string) => parts[rawParts.findIndex((p) => type(kind).test(p))]?.text;
    return { subject, text: pick("text/plain") ?? "", html: pick("text/html") };
  }
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : body;
  return { subject, text: text.replace(/\r\n/g, "\n").trimEnd() };
}

function decodeQuotedPrintable(body: string) {
  // A literal "%" is escaped first so that only the =XX bytes become percent escapes.
  const escaped = body
    .replace(/=\r?\n/g, "")
    .replace(/%/g, "%25")
    .replace(/=([0-9A-F]{2})/gi, "%$1");
  return decodeURIComponent(escaped);
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= or =?UTF-8?B?...?=) in a header. */
function decodeHeader(value: string) {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}
