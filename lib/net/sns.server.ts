import "server-only";
import { createVerify, X509Certificate } from "node:crypto";
import { z } from "zod";
import { guardedFetch } from "./guarded-fetch.server";

// Amazon SNS messages posted to an HTTP endpoint (decision 435): the message is believed only
// when its TopicArn is one we subscribed to and its signature checks out with the certificate at
// its SigningCertURL, which must be https on sns.<region>.amazonaws.com (or .com.cn). The
// signature is over "Name\nvalue\n" for a fixed list of fields in byte order (AWS's "Verifying
// the signatures of Amazon SNS messages"); SignatureVersion 1 is RSA with SHA1, 2 with SHA256.
// No npm validator lets its certificate fetch go through our guarded fetch, so the check is the
// few lines below, with node:crypto doing the cryptography.

/** SNS's own hosts: the signing certificate and the SubscribeURL must be on one of them. */
export const SNS_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/;
/**
 * The path of SNS's signing certificates ("/SimpleNotificationService-<hex>.pem"): the host alone
 * would let a message name any other file SNS's hosts serve, such as an API answer, as its key.
 */
export const SNS_CERT_PATH = /^\/SimpleNotificationService-[A-Za-z0-9]+\.pem$/;

const text = z.string().max(300_000);
export const snsMessageSchema = z.object({
  Type: z.enum(["Notification", "SubscriptionConfirmation", "UnsubscribeConfirmation"]),
  MessageId: z.string().max(200),
  TopicArn: z.string().max(300),
  Message: text,
  Timestamp: z.string().max(50),
  SignatureVersion: z.enum(["1", "2"]),
  Signature: z.string().max(2000),
  SigningCertURL: z.string().max(1000),
  Subject: z.string().max(1000).optional(),
  SubscribeURL: z.string().max(2000).optional(),
  Token: z.string().max(2000).optional(),
});
export type SnsMessage = z.infer<typeof snsMessageSchema>;

/** Fetches a URL on an SNS host and returns its body; the route wires snsFetch, tests a stand-in. */
export type SnsFetch = (url: string) => Promise<Buffer>;

/** Why a message is not believed; each is a 4xx, and nothing was written. */
export class SnsRefused extends Error {
  constructor(
    message: string,
    public readonly status: 400 | 403 = 400,
  ) {
    super(message);
    this.name = "SnsRefused";
  }
}

/** The real fetch: through the one guarded fetch, https only, to SNS's hosts on public addresses. */
export const snsFetch: SnsFetch = async (url) =>
  (await guardedFetch(url, { maxBytes: 64 * 1024, timeoutMs: 10_000, hosts: "*.amazonaws.com,*.amazonaws.com.cn" })).body;

/** An https URL on an SNS host, or null. */
export function snsUrl(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    const port = url.port === "" || url.port === "443";
    return url.protocol === "https:" && port && !url.username && !url.password && SNS_HOST.test(url.hostname) ? url : null;
  } catch {
    return null;
  }
}

const SIGNED_FIELDS: Record<SnsMessage["Type"], (keyof SnsMessage)[]> = {
  Notification: ["Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type"],
  SubscriptionConfirmation: ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"],
  UnsubscribeConfirmation: ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"],
};

/** The string SNS signed: each present field as "Name\nvalue\n" (Subject only when it is there). */
export function stringToSign(message: SnsMessage): string {
  return SIGNED_FIELDS[message.Type]
    .filter((name) => message[name] !== undefined)
    .map((name) => `${name}\n${message[name]}\n`)
    .join("");
}

// Certificates by URL, kept for a day and at most 20 (SNS rotates them rarely, and a region has
// one at a time); only a certificate that parsed is kept.
const CERT_TTL_MS = 24 * 60 * 60 * 1000;
const certs = new Map<string, { cert: X509Certificate; until: number }>();

async function certificate(url: URL, fetch: SnsFetch): Promise<X509Certificate> {
  const key = url.href;
  const cached = certs.get(key);
  if (cached && cached.until > Date.now()) return cached.cert;
  const pem = await fetch(key); // a failed fetch throws: SNS will try again
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(pem);
  } catch {
    throw new SnsRefused("The signing certificate is not a certificate");
  }
  if (certs.size >= 20) certs.delete(certs.keys().next().value!);
  certs.set(key, { cert, until: Date.now() + CERT_TTL_MS });
  return cert;
}

/**
 * Parses and checks an SNS message: one of `topicArns`, a certificate URL on SNS's hosts, a valid
 * signature. Throws SnsRefused (4xx) for a message not to be believed; a failed certificate fetch
 * throws the fetch's error (the caller answers 503 so SNS tries again).
 */
export async function verifySnsMessage(body: unknown, topicArns: readonly string[], fetch: SnsFetch): Promise<SnsMessage> {
  const parsed = snsMessageSchema.safeParse(body);
  if (!parsed.success) throw new SnsRefused("This is not an SNS message");
  const message = parsed.data;
  if (!topicArns.includes(message.TopicArn)) throw new SnsRefused("This topic is not one this server subscribed to", 403);
  const certUrl = snsUrl(message.SigningCertURL);
  if (!certUrl) throw new SnsRefused("The signing certificate is not on an SNS host", 403);
  if (!SNS_CERT_PATH.test(certUrl.pathname) || certUrl.search) throw new SnsRefused("The signing certificate is not an SNS certificate file", 403);
  if (message.Type !== "Notification" && !snsUrl(message.SubscribeURL)) throw new SnsRefused("The SubscribeURL is not on an SNS host", 403);
  const cert = await certificate(certUrl, fetch);
  const verifier = createVerify(message.SignatureVersion === "1" ? "RSA-SHA1" : "RSA-SHA256");
  verifier.update(stringToSign(message), "utf8");
  let valid = false;
  try {
    valid = verifier.verify(cert.publicKey, message.Signature, "base64");
  } catch {
    valid = false;
  }
  if (!valid) throw new SnsRefused("The SNS signature does not match", 403);
  return message;
}
