import { createHash, createPublicKey, verify } from "node:crypto";

// A DKIM verifier written from RFC 6376 for the tests (decision 390), independent of the
// signer (nodemailer): it canonicalizes the message as received at the SMTP stand-in, checks
// the body hash, fetches the public key from DNS through `lookupTxt` and verifies the signature
// over the signed headers. Relaxed and simple canonicalization, rsa-sha256 only.

export type DkimResult = { ok: true; domain: string; selector: string; signedHeaders: string[] } | { ok: false; reason: string };

type Header = { name: string; raw: string };

function splitMessage(raw: string): { headers: Header[]; body: string } {
  const message = raw.replace(/\r?\n/g, "\r\n");
  const split = message.indexOf("\r\n\r\n");
  const head = split === -1 ? message : message.slice(0, split + 2);
  const body = split === -1 ? "" : message.slice(split + 4);
  const headers: Header[] = [];
  for (const line of head.split(/\r\n(?![ \t])/)) {
    if (!line) continue;
    const colon = line.indexOf(":");
    headers.push({ name: line.slice(0, colon), raw: line.endsWith("\r\n") ? line.slice(0, -2) : line });
  }
  return { headers, body };
}

function tagList(value: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of value.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) out.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return out;
}

function canonicalBody(body: string, mode: string): string {
  let lines = body.split("\r\n");
  if (mode === "relaxed") lines = lines.map((line) => line.replace(/[ \t]+/g, " ").replace(/ $/, ""));
  while (lines.length && lines.at(-1) === "") lines.pop();
  if (mode === "relaxed") return lines.length ? lines.join("\r\n") + "\r\n" : "";
  return lines.join("\r\n") + "\r\n";
}

function canonicalHeader(header: Header, mode: string): string {
  if (mode === "simple") return header.raw;
  const value = header.raw.slice(header.raw.indexOf(":") + 1);
  return `${header.name.trim().toLowerCase()}:${value
    .replace(/\r\n(?=[ \t])/g, "")
    .replace(/[ \t]+/g, " ")
    .trim()}`;
}

export async function verifyDkim(raw: string, lookupTxt: (name: string) => Promise<string[]>): Promise<DkimResult> {
  const { headers, body } = splitMessage(raw);
  const signature = headers.find((h) => h.name.trim().toLowerCase() === "dkim-signature");
  if (!signature) return { ok: false, reason: "no DKIM-Signature header" };
  const tags = tagList(signature.raw.slice(signature.raw.indexOf(":") + 1).replace(/\r\n[ \t]/g, " "));
  if (tags.get("v") !== "1" || tags.get("a") !== "rsa-sha256") return { ok: false, reason: `unsupported v=${tags.get("v")} a=${tags.get("a")}` };
  const [headerMode = "simple", bodyMode = "simple"] = (tags.get("c") ?? "simple/simple").split("/");
  const domain = tags.get("d")!;
  const selector = tags.get("s")!;

  const bodyHash = createHash("sha256").update(canonicalBody(body, bodyMode), "utf8").digest("base64");
  if (bodyHash !== tags.get("bh")!.replace(/\s+/g, "")) return { ok: false, reason: "body hash differs" };

  // Each name in h= takes the lowest instance not yet used (RFC 6376 section 5.4.2).
  const signedHeaders = tags
    .get("h")!
    .split(":")
    .map((n) => n.trim());
  const used = new Set<Header>();
  const lines: string[] = [];
  for (const name of signedHeaders) {
    const found = headers.findLast((h) => h !== signature && !used.has(h) && h.name.trim().toLowerCase() === name.toLowerCase());
    if (!found) continue;
    used.add(found);
    lines.push(canonicalHeader(found, headerMode) + "\r\n");
  }
  const unsigned = { name: signature.name, raw: signature.raw.replace(/(\bb=)[^;]*/, (_all, tag: string) => tag) };
  lines.push(canonicalHeader(unsigned, headerMode));

  const records = (await lookupTxt(`${selector}._domainkey.${domain}`)).map(tagList);
  const key = records
    .find((r) => r.has("p"))
    ?.get("p")
    ?.replace(/\s+/g, "");
  if (!key) return { ok: false, reason: "no public key in DNS" };
  const publicKey = createPublicKey({ key: Buffer.from(key, "base64"), format: "der", type: "spki" });
  const ok = verify("sha256", Buffer.from(lines.join(""), "utf8"), publicKey, Buffer.from(tags.get("b")!.replace(/\s+/g, ""), "base64"));
  return ok ? { ok: true, domain, selector, signedHeaders } : { ok: false, reason: "signature does not verify" };
}
