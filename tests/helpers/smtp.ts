import { startSmtpSink, type SmtpSink } from "../stand-ins/smtp";

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
