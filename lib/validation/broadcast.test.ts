import { broadcastSchema, broadcastSendSchema } from "./broadcast";

describe("broadcastSchema", () => {
  const ok = { subject: "News", markdown: "Hello {{email}}", audience: "buyers" };
  it("accepts merge fields on the allow-list", () => {
    expect(broadcastSchema.parse(ok)).toEqual(ok);
  });
  it("refuses a merge field not on the list, naming it and the known ones", () => {
    const result = broadcastSchema.safeParse({ ...ok, markdown: "Hi {{first_name}} {{ process.env.X }}" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Unknown merge field \{\{first_name\}\}, \{\{process\.env\.X\}\}: use \{\{email\}\}/);
  });
  it("refuses a subject with a line break (it becomes a header) and an unknown audience", () => {
    expect(broadcastSchema.safeParse({ ...ok, subject: "News\nBcc: x@example.com" }).success).toBe(false);
    expect(broadcastSchema.safeParse({ ...ok, audience: "everyone" }).success).toBe(false);
  });
  it("sends now or at a time with a zone", () => {
    expect(broadcastSendSchema.safeParse({ when: "now" }).success).toBe(true);
    expect(broadcastSendSchema.safeParse({ when: "2030-01-01T12:00:00.000Z" }).success).toBe(true);
    expect(broadcastSendSchema.safeParse({ when: "tomorrow" }).success).toBe(false);
  });
});
