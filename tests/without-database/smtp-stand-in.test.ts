import net from "node:net";
import nodemailer from "nodemailer";
import { startSmtpSink, type SmtpSink } from "@/tests/stand-ins/smtp";
import { waitFor } from "@/tests/helpers/wait";

// The SMTP stand-in outlives a sender that dies mid-conversation: the broadcast fault run kills
// its worker with SIGKILL while a connection is open, and the reset reached smtp-server as an
// unhandled "error" event that ended the run's whole process (clean-clone CI, 2026-11-29).
let sink: SmtpSink;
beforeEach(async () => {
  sink = await startSmtpSink();
});
afterEach(() => sink.close());

/** Opens a conversation, says hello and a sender, then resets the connection (TCP RST), as a killed process's socket does. */
async function resetMidConversation(url: string) {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("data", () => resolve()));
  socket.write("EHLO killed.example\r\nMAIL FROM:<news@studio.example>\r\n");
  await new Promise<void>((resolve) => socket.once("data", () => resolve()));
  socket.resetAndDestroy();
}

test("a sender reset mid-conversation is counted, and the next sender's message still arrives", async () => {
  await resetMidConversation(sink.url);
  await waitFor(() => sink.connectionErrors >= 1, 5_000);

  const transport = nodemailer.createTransport({ url: sink.url, ignoreTLS: true } as never);
  await transport.sendMail({ from: "news@studio.example", to: "buyer@example.com", subject: "After the reset", text: "Still here" });
  const received = await sink.waitFor("buyer@example.com");
  expect(received.subject).toBe("After the reset");
  expect(sink.connectionErrors).toBe(1);
});

test("a port already taken fails the start instead of ending the process", async () => {
  const { port } = new URL(sink.url);
  await expect(startSmtpSink(Number(port))).rejects.toThrow(/EADDRINUSE/);
});

test("a message its sender wrote whole and then died is kept, with the moment its connection opened", async () => {
  const { port } = new URL(sink.url);
  const socket = net.connect(Number(port), "127.0.0.1");
  const reply = () => new Promise<void>((resolve) => socket.once("data", () => resolve()));
  await reply();
  const openedBy = Date.now();
  for (const line of ["EHLO dying.example", "MAIL FROM:<news@studio.example>", "RCPT TO:<buyer@example.com>", "DATA"]) {
    socket.write(`${line}\r\n`);
    await reply();
  }
  // The whole message, then gone before the server's answer is read (a killed worker's last send).
  socket.write("Subject: Last words\r\nMessage-ID: <last@studio.example>\r\n\r\nSent before dying\r\n.\r\n");
  socket.destroy();
  const goneAt = Date.now();

  const received = await sink.waitFor("buyer@example.com");
  expect(received.messageId).toBe("<last@studio.example>");
  // Milliseconds: on a quick machine the connection opens and its sender dies in the same one.
  expect(received.connectedAt).toBeLessThanOrEqual(openedBy);
  // Read after its sender was gone: the server's handlers run on a later turn than the destroy.
  expect(received.receivedAt).toBeGreaterThanOrEqual(goneAt);
});
