import { startSmtpSink, type SmtpSink } from "../stand-ins/smtp";

/**
 * Waits for the mail to `to`, takes it out of the sink (so the next wait finds the next one),
 * and returns it with the /new-password link it carries (setup or reset).
 */
export async function takePasswordLink(sink: SmtpSink, to: string) {
  const mail = await sink.waitFor(to);
  sink.messages.splice(sink.messages.indexOf(mail), 1);
  const link = new URL(mail.text.match(/http\S+new-password\S+/)![0]);
  return { mail, mode: link.searchParams.get("mode"), token: link.searchParams.get("token")! };
}

/**
 * Points the app's mail at a local SMTP sink for one test file. Call it before
 * withTestDatabase(): SMTP_URL must be set before anything reads the environment.
 */
export function withSmtpSink(): () => SmtpSink {
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
    process.env.SMTP_URL = sink.url;
  });
  afterAll(() => sink?.close());
  return () => {
    if (!sink) throw new Error("SMTP sink not started");
    return sink;
  };
}
