import { generateKeyPairSync } from "node:crypto";
import { Resolver } from "node:dns/promises";
import { sendEmail } from "@/lib/email/transport.server";
import { purchaseReceiptEmail } from "@/lib/email/templates/purchase-receipt";
import { checkDnsRecords, dnsRecords, fromDomain, sendingDomainStatus } from "@/lib/email/dkim.server";
import { open, seal, sealPurpose } from "@/lib/crypto/crypto.server";
import { prisma } from "@/lib/db/client.server";
import { startDnsStandIn, type DnsStandIn } from "../stand-ins/dns";
import { verifyDkim } from "../helpers/dkim-verify";
import { withSmtpSink } from "../helpers/smtp";
import { withTestDatabase } from "../helpers/db";

// Issue 45, item 5 (decision 390): mail is DKIM-signed with a key made on first use and kept
// sealed; the console's records, once published, let an independent verifier check the
// signature of the message as the SMTP server received it; the DNS check tells published,
// different and missing records apart through node's resolver.

process.env.MAIL_FROM = "AI Influencer Studio <no-reply@studio.example>";
let dns: DnsStandIn;
beforeAll(async () => {
  dns = await startDnsStandIn();
  process.env.DNS_SERVERS = dns.server;
});
afterAll(() => dns.close());
const sink = withSmtpSink();
withTestDatabase();

const receipt = (to: string) =>
  purchaseReceiptEmail({
    to,
    productName: "Create AI Influencer",
    amountCents: 3999,
    currency: "usd",
    reference: "pi_dkim",
    purchasedAt: new Date("2026-11-28T09:00:00Z"),
    nextUrl: "http://localhost:3000/user/dashboard",
  });

/** TXT look-ups through node's resolver, asking the stand-in. */
function lookupTxt(name: string) {
  const resolver = new Resolver();
  resolver.setServers([dns.server]);
  return resolver.resolveTxt(name).then((records) => records.map((chunks) => chunks.join("")));
}

/** Publishes the console's records at the stand-in, as the seller would at their DNS host. */
async function publishAll() {
  for (const record of await dnsRecords()) dns.txt.set(record.name.toLowerCase(), [record.value]);
}

describe("DKIM signing", () => {
  it("signs each message with the From domain's key, made once and stored sealed, and the published record verifies it", async () => {
    expect(fromDomain()).toBe("studio.example");
    await sendEmail(await receipt("first@example.com"));
    await sendEmail(await receipt("second@example.com"));

    const rows = await prisma().dkimKey.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ domain: "studio.example", selector: expect.stringMatching(/^ais\d{6}$/) });
    expect(rows[0]!.privateKey).not.toContain("PRIVATE KEY");
    expect(open(rows[0]!.privateKey, sealPurpose.dkimPrivateKey("studio.example"))).toContain("-----BEGIN PRIVATE KEY-----");

    await publishAll();
    for (const to of ["first@example.com", "second@example.com"]) {
      const mail = await sink().waitFor(to);
      const result = await verifyDkim(mail.raw, lookupTxt);
      expect(result).toMatchObject({ ok: true, domain: "studio.example", selector: rows[0]!.selector });
      if (result.ok) expect(result.signedHeaders.map((h) => h.toLowerCase())).toEqual(expect.arrayContaining(["from", "to", "subject"]));
    }
    expect(dns.asked).toContain(`${rows[0]!.selector}._domainkey.studio.example`);
  });

  it("the verifier refuses a message changed after signing, or signed with another key", async () => {
    await publishAll();
    await sendEmail(await receipt("third@example.com"));
    const mail = await sink().waitFor("third@example.com");
    expect(await verifyDkim(mail.raw, lookupTxt)).toMatchObject({ ok: true });

    const changedBody = mail.raw.replace("Reference: pi_dkim", "Reference: pi_evil");
    expect(changedBody).not.toBe(mail.raw);
    expect(await verifyDkim(changedBody, lookupTxt)).toEqual({ ok: false, reason: "body hash differs" });

    const changedSubject = mail.raw.replace(/^Subject: .*$/m, "Subject: Something else");
    expect(await verifyDkim(changedSubject, lookupTxt)).toEqual({ ok: false, reason: "signature does not verify" });

    const [, dkim] = await dnsRecords();
    const other = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey.export({ type: "spki", format: "der" }).toString("base64");
    dns.txt.set(dkim!.name, [`v=DKIM1; k=rsa; p=${other}`]);
    expect(await verifyDkim(mail.raw, lookupTxt)).toEqual({ ok: false, reason: "signature does not verify" });
  });
});

describe("the From domain's DNS records", () => {
  it("lists the exact SPF, DKIM and DMARC records for the From domain", async () => {
    const [spf, dkim, dmarc] = await dnsRecords();
    const key = await prisma().dkimKey.findUniqueOrThrow({ where: { domain: "studio.example" } });
    expect(spf).toEqual({ kind: "SPF", type: "TXT", name: "studio.example", value: "v=spf1 ip4:127.0.0.1 ~all" });
    expect(dkim).toEqual({ kind: "DKIM", type: "TXT", name: `${key.selector}._domainkey.studio.example`, value: `v=DKIM1; k=rsa; p=${key.publicKey}` });
    expect(dmarc).toEqual({ kind: "DMARC", type: "TXT", name: "_dmarc.studio.example", value: "v=DMARC1; p=none; adkim=r; aspf=r" });
  });

  it("says which records are published, which differ and which are missing, asking node's resolver", async () => {
    const records = await dnsRecords();
    dns.txt.clear();
    expect((await checkDnsRecords(records)).map((r) => r.state)).toEqual(["missing", "missing", "missing"]);

    // SPF as given (with other TXT records beside it), the DKIM key split in 255-byte chunks as
    // DNS hosts store it, and a DMARC record with another policy.
    dns.txt.set("studio.example", ["google-site-verification=abc", "v=spf1  ip4:127.0.0.1 ~all"]);
    dns.txt.set(records[1]!.name, [records[1]!.value]);
    dns.txt.set("_dmarc.studio.example", ["v=DMARC1; p=reject"]);
    const seen = await checkDnsRecords(records);
    expect(seen.map((r) => [r.kind, r.state])).toEqual([
      ["SPF", "published"],
      ["DKIM", "published"],
      ["DMARC", "different"],
    ]);
    expect(seen[2]).toMatchObject({ seen: ["v=DMARC1; p=reject"] });

    // An SPF record that names another server is a different one, not a published one.
    dns.txt.set("studio.example", ["v=spf1 include:_spf.other.example ~all"]);
    expect((await checkDnsRecords(records))[0]).toMatchObject({ state: "different", seen: ["v=spf1 include:_spf.other.example ~all"] });
  });

  it("the console's settings give the domain, each record and its state, checked now", async () => {
    const records = await dnsRecords();
    dns.txt.clear();
    dns.txt.set(records[1]!.name, [records[1]!.value]);
    const status = await sendingDomainStatus(new Date("2026-11-28T09:30:00Z"));
    expect(status).toMatchObject({ domain: "studio.example", unpublishable: false, checkedAt: new Date("2026-11-28T09:30:00Z") });
    expect(status.records.map((r) => [r.kind, r.name, r.value, r.state])).toEqual([
      ["SPF", "studio.example", records[0]!.value, "missing"],
      ["DKIM", records[1]!.name, records[1]!.value, "published"],
      ["DMARC", "_dmarc.studio.example", records[2]!.value, "missing"],
    ]);
  });

  it("sends unsigned, and logs why, when the stored key no longer opens (an encryption key lost)", async () => {
    const row = await prisma().dkimKey.findUniqueOrThrow({ where: { domain: "studio.example" } });
    const other = seal("-----BEGIN PRIVATE KEY-----", sealPurpose.dkimPrivateKey("another.example"));
    await prisma().dkimKey.update({ where: { domain: "studio.example" }, data: { privateKey: other } });
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await sendEmail(await receipt("fourth@example.com"))).toMatchObject({ delivered: true });
      const mail = await sink().waitFor("fourth@example.com");
      expect(mail.raw).not.toMatch(/^DKIM-Signature:/im);
      expect(log).toHaveBeenCalledWith(expect.stringContaining("the DKIM key of studio.example does not open"), expect.any(String));
      // The console still shows the record to publish.
      expect((await dnsRecords())[1]!.value).toBe(`v=DKIM1; k=rsa; p=${row.publicKey}`);
    } finally {
      log.mockRestore();
      await prisma().dkimKey.update({ where: { domain: "studio.example" }, data: { privateKey: row.privateKey } });
    }
  });
});
