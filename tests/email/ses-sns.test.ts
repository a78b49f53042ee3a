import { createSign, randomUUID } from "node:crypto";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { generate } from "selfsigned";
import { POST } from "@/app/api/email/sns/route";
import { receiveSnsPost } from "@/lib/admin/ses-feedback.server";
import { broadcastCounts } from "@/lib/admin/broadcasts.server";
import { snsFetch, type SnsFetch } from "@/lib/net/sns.server";
import { BlockedDestinationError } from "@/lib/net/guarded-fetch.server";
import { prisma } from "@/lib/db/client.server";
import { withTestDatabase } from "../helpers/db";
import { call } from "../helpers/http";

// Issue 45, item 7 (decision 435): Amazon SES's bounce and complaint reports through SNS. AWS is
// never reached: a stand-in on 127.0.0.1 serves, over HTTPS, the signing certificate this file
// makes (self-signed for sns.us-east-1.amazonaws.com) and the SubscribeURL. The messages are
// signed here as SNS signs them (AWS's "Verifying the signatures of Amazon SNS messages"), with
// the field list written out again, not taken from the code under test. The verifier is handed a
// fetch that connects to the stand-in for that host name, as DNS would send it to AWS, and checks
// the stand-in's TLS certificate; the route itself wires the guarded fetch.

const TOPIC = "arn:aws:sns:us-east-1:123456789012:ses-feedback";
process.env.SES_SNS_TOPIC_ARNS = `${TOPIC}, arn:aws:sns:eu-west-1:123456789012:other`;
withTestDatabase();

const HOST = "sns.us-east-1.amazonaws.com";
let key: string;
let cert: string;
let server: https.Server;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  const pems = await generate([{ name: "commonName", value: HOST }], {
    keySize: 2048,
    algorithm: "sha256",
    extensions: [{ name: "subjectAltName", altNames: [{ type: 2, value: HOST }] }],
  });
  key = pems.private;
  cert = pems.cert;
  server = https.createServer({ key, cert }, (req, res) => {
    hits.push(req.url ?? "");
    if (req.url?.startsWith("/SimpleNotificationService-")) return void res.writeHead(200, { "content-type": "text/plain" }).end(cert);
    if (req.url?.startsWith("/?Action=ConfirmSubscription"))
      return void res.writeHead(200, { "content-type": "text/xml" }).end("<ConfirmSubscriptionResponse/>");
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  hits.length = 0;
});

/** Reaches the stand-in for an SNS URL: TLS to HOST's name, verified against this file's certificate. */
const standIn: SnsFetch = (url) =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = https.get(
      { host: "127.0.0.1", port, path: target.pathname + target.search, servername: target.hostname, headers: { host: target.hostname }, ca: cert },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`status ${res.statusCode}`))));
      },
    );
    req.on("error", reject);
  });

type Sns = Record<string, string>;
const certUrl = `https://${HOST}/SimpleNotificationService-${randomUUID().replaceAll("-", "")}.pem`;

/** Signs as SNS does: "Name\nvalue\n" for the type's fields in byte order, RSA with SHA1 (v1) or SHA256 (v2). */
function signed(fields: Sns, version: "1" | "2" = "2", signingKey = key): Sns {
  const names =
    fields.Type === "Notification"
      ? ["Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type"]
      : ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"];
  const text = names
    .filter((n) => fields[n] !== undefined)
    .map((n) => `${n}\n${fields[n]}\n`)
    .join("");
  const signer = createSign(version === "1" ? "RSA-SHA1" : "RSA-SHA256");
  signer.update(text, "utf8");
  return { ...fields, SignatureVersion: version, Signature: signer.sign(signingKey, "base64"), SigningCertURL: fields.SigningCertURL ?? certUrl };
}

/** An SNS Notification carrying an SES report, shaped as SES's "notification contents". */
function notification(report: object, extra: Sns = {}): Sns {
  return {
    Type: "Notification",
    MessageId: randomUUID(),
    TopicArn: TOPIC,
    Message: JSON.stringify(report),
    Timestamp: new Date().toISOString(),
    UnsubscribeURL: `https://${HOST}/?Action=Unsubscribe&SubscriptionArn=${TOPIC}:${randomUUID()}`,
    ...extra,
  };
}

const mail = (to: string) => ({
  timestamp: new Date().toISOString(),
  messageId: "0100019a-0000-0000-0000-000000000000-000000",
  source: "news@studio.example",
  sourceArn: "arn:aws:ses:us-east-1:123456789012:identity/studio.example",
  sendingAccountId: "123456789012",
  destination: [to],
});
const permanentBounce = (to: string) => ({
  notificationType: "Bounce",
  bounce: {
    bounceType: "Permanent",
    bounceSubType: "General",
    bouncedRecipients: [{ emailAddress: to, action: "failed", status: "5.1.1", diagnosticCode: "smtp; 550 5.1.1 user unknown" }],
    timestamp: new Date().toISOString(),
    feedbackId: "0100019a-feedback",
    remoteMtaIp: "127.0.2.0",
    reportingMTA: "dsn; a1-2.smtp-out.amazonses.com",
  },
  mail: mail(to),
});
const transientBounce = (to: string) => ({
  notificationType: "Bounce",
  bounce: {
    bounceType: "Transient",
    bounceSubType: "MailboxFull",
    bouncedRecipients: [{ emailAddress: to }],
    timestamp: new Date().toISOString(),
    feedbackId: "0100019a-feedback-2",
  },
  mail: mail(to),
});
const complaint = (to: string) => ({
  notificationType: "Complaint",
  complaint: {
    complainedRecipients: [{ emailAddress: to }],
    timestamp: new Date().toISOString(),
    feedbackId: "0100019a-feedback-3",
    userAgent: "Mozilla/5.0",
    complaintFeedbackType: "abuse",
    arrivalDate: new Date().toISOString(),
  },
  mail: mail(to),
});

/** A broadcast sent to `emails` a minute ago. */
async function sentBroadcast(emails: string[]) {
  const sentAt = new Date(Date.now() - 60_000);
  const broadcast = await prisma().broadcast.create({
    data: { subject: "Lesson 3", markdown: "Hello", audience: "buyers", status: "sent", startedAt: sentAt, finishedAt: sentAt },
  });
  await prisma().broadcastRecipient.createMany({
    data: emails.map((email) => ({ broadcastId: broadcast.id, email, state: "sent" as const, attemptedAt: sentAt, sentAt })),
  });
  return broadcast.id;
}

const suppression = (email: string) => prisma().emailSuppression.findUnique({ where: { email } });
const state = (broadcastId: string, email: string) =>
  prisma()
    .broadcastRecipient.findUniqueOrThrow({ where: { broadcastId_email: { broadcastId, email } } })
    .then((r) => r.state);
const post = (message: Sns) => call(POST, { rawBody: JSON.stringify(message), headers: { "content-type": "text/plain; charset=UTF-8" } });

describe("SES reports through SNS", () => {
  it("confirms a subscription by fetching its SubscribeURL (SignatureVersion 1)", async () => {
    const token = "2336412f37fb687f5d51e6e2425f004aed7b8e3ac9bf8f3a0f1d5cee1d7e5b0c";
    const subscribe = `https://${HOST}/?Action=ConfirmSubscription&TopicArn=${TOPIC}&Token=${token}`;
    const message = signed(
      {
        Type: "SubscriptionConfirmation",
        MessageId: randomUUID(),
        Token: token,
        TopicArn: TOPIC,
        Message: `You have chosen to subscribe to the topic ${TOPIC}.\nTo confirm the subscription, visit the SubscribeURL included in this message.`,
        SubscribeURL: subscribe,
        Timestamp: new Date().toISOString(),
      },
      "1",
    );
    await expect(receiveSnsPost(JSON.stringify(message), standIn)).resolves.toEqual({ confirmed: true });
    expect(hits).toContain(`/?Action=ConfirmSubscription&TopicArn=${TOPIC}&Token=${token}`);
  });

  it("a permanent bounce suppresses the address and the broadcast's page counts it bounced; a replay changes nothing more", async () => {
    const id = await sentBroadcast(["gone@example.com", "here@example.com"]);
    const message = signed(notification(permanentBounce("Gone@Example.com")));
    await expect(receiveSnsPost(JSON.stringify(message), standIn)).resolves.toEqual({ bounced: 1, complained: 0 });
    expect(await suppression("gone@example.com")).toMatchObject({ reason: "hard_bounce", detail: "smtp; 550 5.1.1 user unknown" });
    expect(await state(id, "gone@example.com")).toBe("bounced");
    expect(await state(id, "here@example.com")).toBe("sent");
    expect(await broadcastCounts(id)).toMatchObject({ sent: 1, bounced: 1 });

    // SNS delivers at least once: the same message again leaves everything as it was, and the
    // certificate is not fetched again (it is cached).
    const fetched = hits.filter((h) => h.endsWith(".pem")).length;
    expect(fetched).toBeLessThanOrEqual(1);
    await receiveSnsPost(JSON.stringify(message), standIn);
    expect(await prisma().emailSuppression.count({ where: { email: "gone@example.com" } })).toBe(1);
    expect(await broadcastCounts(id)).toMatchObject({ sent: 1, bounced: 1 });
    expect(hits.filter((h) => h.endsWith(".pem"))).toHaveLength(fetched);
  });

  it("a complaint suppresses the address and marks its latest broadcast (SignatureVersion 1)", async () => {
    const older = await sentBroadcast(["angry@example.com"]);
    await prisma().broadcastRecipient.updateMany({ where: { broadcastId: older }, data: { sentAt: new Date(Date.now() - 86_400_000) } });
    const latest = await sentBroadcast(["angry@example.com"]);
    await expect(receiveSnsPost(JSON.stringify(signed(notification(complaint("angry@example.com")), "1")), standIn)).resolves.toEqual({
      bounced: 0,
      complained: 1,
    });
    expect(await suppression("angry@example.com")).toMatchObject({ reason: "complaint" });
    expect(await state(latest, "angry@example.com")).toBe("bounced");
    expect(await state(older, "angry@example.com")).toBe("sent");
  });

  it("a transient bounce suppresses nothing and leaves the row sent", async () => {
    const id = await sentBroadcast(["full@example.com"]);
    await expect(receiveSnsPost(JSON.stringify(signed(notification(transientBounce("full@example.com")))), standIn)).resolves.toEqual({
      ignored: "Transient bounce",
    });
    expect(await suppression("full@example.com")).toBeNull();
    expect(await state(id, "full@example.com")).toBe("sent");
  });

  it("a forged signature is 403 and changes nothing", async () => {
    const id = await sentBroadcast(["victim@example.com"]);
    // Signed for one address, then the report is swapped for another's.
    const message = signed(notification(permanentBounce("someone@example.com")));
    const forged = { ...message, Message: JSON.stringify(permanentBounce("victim@example.com")) };
    await expect(receiveSnsPost(JSON.stringify(forged), standIn)).rejects.toMatchObject({ status: 403 });
    // Signed with a key that is not the certificate's.
    const other = (await generate([{ name: "commonName", value: HOST }], { keySize: 2048 })).private;
    await expect(receiveSnsPost(JSON.stringify(signed(notification(permanentBounce("victim@example.com")), "2", other)), standIn)).rejects.toMatchObject({
      status: 403,
    });
    expect(await suppression("victim@example.com")).toBeNull();
    expect(await state(id, "victim@example.com")).toBe("sent");
  });

  it("through the route: a topic not configured, or a certificate URL off SNS's hosts or off its certificate files, is 403 before anything is fetched", async () => {
    const id = await sentBroadcast(["target@example.com"]);
    const wrongTopic = signed(notification(permanentBounce("target@example.com"), { TopicArn: "arn:aws:sns:us-east-1:999999999999:ses-feedback" }));
    const offHost = [
      `https://evil.example.com/SimpleNotificationService-1.pem`,
      `https://sns.us-east-1.amazonaws.com.evil.example/x.pem`,
      `http://${HOST}/SimpleNotificationService-1.pem`,
      `https://127.0.0.1:${port}/SimpleNotificationService-1.pem`,
      // On SNS's host, but not one of its certificate files: an API answer or any other path.
      `https://${HOST}/?Action=ConfirmSubscription&Token=x`,
      `https://${HOST}/SimpleNotificationService-1.pem?x=1`,
      `https://${HOST}/other/SimpleNotificationService-1.pem`,
    ];
    for (const message of [wrongTopic, ...offHost.map((url) => signed(notification(permanentBounce("target@example.com"), { SigningCertURL: url })))]) {
      const answer = await post(message);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: expect.any(String) });
    }
    const garbage = await post({ hello: "world" });
    expect(garbage.status).toBe(400);
    expect(hits).toEqual([]);
    expect(await suppression("target@example.com")).toBeNull();
    expect(await state(id, "target@example.com")).toBe("sent");
  });

  it("the route's own fetch is the guarded one: it refuses the loopback stand-in without sending anything", async () => {
    await expect(snsFetch(`https://127.0.0.1:${port}/SimpleNotificationService-1.pem`)).rejects.toBeInstanceOf(BlockedDestinationError);
    await expect(snsFetch(`https://localhost:${port}/SimpleNotificationService-1.pem`)).rejects.toBeInstanceOf(BlockedDestinationError);
    expect(hits).toEqual([]);
  });
});
