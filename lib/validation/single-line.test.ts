import { contactRequestSchema } from "./contact";
import { updateCharacterSchema } from "./character";
import { clientNameSchema } from "./client";
import { deliveryLinkSchema, deliveryUploadQuerySchema } from "./order";
import { customerActionSchema } from "./customer";
import { ONE_LINE } from "./shared";

// Issue 29 item 9: one rule refuses control characters (and the Unicode line separators) in every
// single-line field, so no name, label or title can forge a line in a mail, a log, a header or a file.
const BREAKS = ["\n", "\r", "\t", "\u0000", "\u001b", "\u007f", "\u0085", "\u2028", "\u2029"];

const cases: [string, (value: string) => { success: boolean; error?: { issues: { message: string }[] } }][] = [
  [
    "contact name",
    (v) => contactRequestSchema.safeParse({ name: v, email: "a@example.com", plan: "management-professional", message: "Hello there, long enough" }),
  ],
  ["character name", (v) => updateCharacterSchema.safeParse({ name: v })],
  ["character location", (v) => updateCharacterSchema.safeParse({ location: v })],
  ["client name", (v) => clientNameSchema.safeParse(v)],
  ["delivery link label", (v) => deliveryLinkSchema.safeParse({ label: v, url: "https://example.com/x" })],
  ["delivery file name", (v) => deliveryUploadQuerySchema.safeParse({ name: v })],
  ["reason to revoke a customer's access", (v) => customerActionSchema.safeParse({ action: "revoke-access", reason: v })],
];

describe.each(cases)("%s", (_field, parse) => {
  it("keeps an ordinary one-line value, accents and emoji included", () => {
    expect(parse("Zoë Müller 🌿").success).toBe(true);
  });

  it.each(BREAKS.map((c) => [JSON.stringify(c), c]))("refuses %s inside the value", (_name, c) => {
    const result = parse(`Ava${c}Bcc: x`);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContain(ONE_LINE);
  });
});
