import { broadcastSchema, broadcastSendSchema } from "./broadcast";

describe("broadcastSchema", () => {
  const ok = { subject: "News", markdown: "Hello {{email}}", audience: "buyers" };
  it("accepts merge fields on the allow-list", () => {
    expect(broadcastSchema.parse(ok)).toEqual({ ...ok, productUuid: null });
  });
  it("refuses a merge field not on the list, naming it and the known ones", () => {
    const result = broadcastSchema.safeParse({ ...ok, markdown: "Hi {{first_name}} {{ process.env.X }}" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Unknown merge field \{\{first_name\}\}, \{\{process\.env\.X\}\}: use \{\{email\}\}/);
  });
  it("refuses a subject with a line break (it becomes a header) and an unknown audience", () => {
    expect(broadcastSchema.safeParse({ ...ok, subject: "News\nBcc: x@example.com" }).success).toBe(false);
    expect(broadcastSchema.safeParse({ ...ok, audience: "everyone" }).success).toBe(false);
    // One product's buyers (decision 433): a product of the catalogue, and only for that audience.
    expect(broadcastSchema.safeParse({ ...ok, audience: "product" }).error?.issues[0]).toMatchObject({ path: ["productUuid"] });
    expect(broadcastSchema.safeParse({ ...ok, audience: "product", productUuid: "00000000-0000-4000-8000-000000000000" }).success).toBe(false);
    const pack = "8de4a534-265e-45ce-a5e5-addca17d85c0";
    expect(broadcastSchema.parse({ ...ok, audience: "product", productUuid: pack })).toMatchObject({ audience: "product", productUuid: pack });
    expect(broadcastSchema.parse({ ...ok, productUuid: pack })).toMatchObject({ audience: ok.audience, productUuid: null });
  });
  it("sends now or at a time with a zone", () => {
    expect(broadcastSendSchema.safeParse({ when: "now" }).success).toBe(true);
    expect(broadcastSendSchema.safeParse({ when: "2030-01-01T12:00:00.000Z" }).success).toBe(true);
    expect(broadcastSendSchema.safeParse({ when: "tomorrow" }).success).toBe(false);
  });
});
