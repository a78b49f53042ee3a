import "server-only";
import { generateKeyPairSync } from "node:crypto";
import { Resolver } from "node:dns/promises";
import { isIP } from "node:net";
import { env } from "@/lib/env";
import { prisma } from "@/lib/db/client.server";
import { open, seal, SealError, sealPurpose } from "@/lib/crypto/crypto.server";

// DKIM for the From domain (issue 45, item 5; decision 390). The first message sent for a domain
// makes its RSA key; the private half is sealed like every other secret, the public half is what
// the console tells the seller to publish, with the SPF and DMARC records beside it.

export type DkimSigning = { domainName: string; keySelector: string; privateKey: string; headerFieldNames?: string };

/**
 * The headers the signature covers when present: nodemailer's usual ones plus
 * List-Unsubscribe-Post, which RFC 8058 (section 4) requires to be signed with List-Unsubscribe.
 */
export const SIGNED_HEADERS = [
  "From",
  "Sender",
  "Reply-To",
  "Subject",
  "Date",
  "Message-ID",
  "To",
  "Cc",
  "MIME-Version",
  "Content-Type",
  "Content-Transfer-Encoding",
  "In-Reply-To",
  "References",
  "List-Id",
  "List-Unsubscribe",
  "List-Unsubscribe-Post",
].join(":");

/** The domain of MAIL_FROM ("Name <no-reply@example.com>" → "example.com"), lower case. */
export function fromDomain(mailFrom = env().MAIL_FROM): string {
  const address = mailFrom.match(/<([^>]+)>/)?.[1] ?? mailFrom;
  const at = address.lastIndexOf("@");
  return (at === -1 ? address : address.slice(at + 1)).trim().toLowerCase();
}

/** A selector naming the key's month ("ais202611"), so a later key can sit beside it in DNS. */
export const selectorFor = (now: Date) => `ais${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, "0")}`;

/**
 * The domain's signing key, made and stored on first use. Two servers making it at once both
 * insert; the first row wins and both read it back, so every message is signed with the key
 * the console shows.
 */
export async function dkimKey(domain = fromDomain(), now = new Date()) {
  let row = await prisma().dkimKey.findUnique({ where: { domain } });
  if (!row) {
    const pair = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const privatePem = pair.privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const publicKey = pair.publicKey.export({ type: "spki", format: "der" }).toString("base64");
    await prisma().dkimKey.createMany({
      data: [{ domain, selector: selectorFor(now), privateKey: seal(privatePem, sealPurpose.dkimPrivateKey(domain)), publicKey }],
      skipDuplicates: true,
    });
    row = await prisma().dkimKey.findUniqueOrThrow({ where: { domain } });
  }
  return row;
}

/**
 * What nodemailer's `dkim` option needs to sign a message from MAIL_FROM. Undefined when the
 * stored key no longer opens (ENCRYPTION_KEY replaced without ENCRYPTION_KEY_PREVIOUS): the mail
 * then goes unsigned, with an error in the log, rather than not at all (decision 390).
 */
export async function dkimSigning(): Promise<DkimSigning | undefined> {
  const row = await dkimKey();
  try {
    const privateKey = open(row.privateKey, sealPurpose.dkimPrivateKey(row.domain));
    return { domainName: row.domain, keySelector: row.selector, privateKey, headerFieldNames: SIGNED_HEADERS };
  } catch (error) {
    if (!(error instanceof SealError)) throw error;
    console.error(`[email] the DKIM key of ${row.domain} does not open with ENCRYPTION_KEY; sending unsigned`, error.message);
    return undefined;
  }
}

export type DnsRecordKind = "SPF" | "DKIM" | "DMARC";
export type DnsRecord = { kind: DnsRecordKind; type: "TXT"; name: string; value: string };
export type DnsRecordState = { state: "published" } | { state: "different"; seen: string[] } | { state: "missing" } | { state: "unknown"; reason: string };

/**
 * The SPF mechanism for the mail server of SMTP_URL: its address when it is one, its name
 * otherwise; the domain's MX hosts when no server is configured yet.
 */
function spfMechanism(): string {
  const smtp = env().SMTP_URL;
  if (!smtp) return "mx";
  const host = new URL(smtp).hostname.replace(/^\[|\]$/g, "");
  const family = isIP(host);
  return family === 4 ? `ip4:${host}` : family === 6 ? `ip6:${host}` : `a:${host}`;
}

/** The exact records to publish for the From domain (the key is made if it does not exist yet). */
export async function dnsRecords(domain = fromDomain()): Promise<DnsRecord[]> {
  const key = await dkimKey(domain);
  return [
    { kind: "SPF", type: "TXT", name: domain, value: `v=spf1 ${spfMechanism()} ~all` },
    { kind: "DKIM", type: "TXT", name: `${key.selector}._domainkey.${domain}`, value: `v=DKIM1; k=rsa; p=${key.publicKey}` },
    { kind: "DMARC", type: "TXT", name: `_dmarc.${domain}`, value: "v=DMARC1; p=none; adkim=r; aspf=r" },
  ];
}

/** "v=DKIM1; k=rsa; p=AB CD" → { v: "DKIM1", k: "rsa", p: "ABCD" } (tags compared, not spacing). */
function tags(value: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of value.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) out.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).replace(/\s+/g, ""));
  }
  return out;
}

const normalSpf = (value: string) => value.trim().toLowerCase().replace(/\s+/g, " ");

/** True when a seen TXT value is a record of this kind (whether or not it is the right one). */
const isKind: Record<DnsRecordKind, (value: string) => boolean> = {
  SPF: (v) => /^v=spf1(\s|$)/i.test(v.trim()),
  DKIM: (v) => tags(v).has("p"),
  DMARC: (v) => /^v=DMARC1\s*;/i.test(v.trim()),
};

/** True when a seen value says what the expected one says. */
function matches(record: DnsRecord, seen: string): boolean {
  if (record.kind === "SPF") return normalSpf(seen) === normalSpf(record.value);
  if (record.kind === "DKIM") return tags(seen).get("p") === tags(record.value).get("p");
  const want = tags(record.value);
  const got = tags(seen);
  return [...want].every(([tag, value]) => got.get(tag)?.toLowerCase() === value.toLowerCase());
}

/**
 * Asks DNS (node's resolver; the servers of DNS_SERVERS when set) whether each record is
 * published: "published" when a TXT value at the name says the same, "different" when a record
 * of that kind is there but says something else, "missing" when none is, "unknown" when the
 * look-up itself failed (a time-out, a refused query).
 */
export async function checkDnsRecords(records: DnsRecord[], timeoutMs = 3000): Promise<Array<DnsRecord & DnsRecordState>> {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  const servers = env().DNS_SERVERS;
  if (servers) resolver.setServers(servers.split(",").map((s) => s.trim()));
  return Promise.all(
    records.map(async (record): Promise<DnsRecord & DnsRecordState> => {
      let values: string[];
      try {
        values = (await resolver.resolveTxt(record.name)).map((chunks) => chunks.join(""));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENODATA" || code === "ENOTFOUND") return { ...record, state: "missing" };
        return { ...record, state: "unknown", reason: code ?? String(error) };
      }
      const ofKind = values.filter(isKind[record.kind]);
      if (ofKind.some((v) => matches(record, v))) return { ...record, state: "published" };
      return ofKind.length ? { ...record, state: "different", seen: ofKind } : { ...record, state: "missing" };
    }),
  );
}

export type SendingDomainStatus = {
  domain: string;
  /** True for a From domain no DNS host can publish records for ("localhost", no dot). */
  unpublishable: boolean;
  checkedAt: Date;
  records: Array<DnsRecord & DnsRecordState>;
};

/** The console's e-mail settings: the From domain's records and what DNS says of each, now. */
export async function sendingDomainStatus(now = new Date()): Promise<SendingDomainStatus> {
  const domain = fromDomain();
  const records = await dnsRecords(domain);
  const unpublishable = !domain.includes(".") || domain.endsWith(".localhost");
  return {
    domain,
    unpublishable,
    checkedAt: now,
    records: unpublishable ? records.map((r) => ({ ...r, state: "unknown" as const, reason: "not a public domain" })) : await checkDnsRecords(records),
  };
}
