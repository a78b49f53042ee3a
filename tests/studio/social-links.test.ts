import { GET as listLinks, POST as addLink } from "@/app/api/user/characters/[id]/social-links/route";
import { PUT as putLink, DELETE as deleteLink } from "@/app/api/user/characters/[id]/social-links/[linkId]/route";
import { prisma } from "@/lib/db/client";
import { openWithKey, SealError } from "@/lib/crypto/seal";
import { randomBytes } from "node:crypto";
import { call } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { answer, createCharacterRow, NOT_FOUND, twoUsers } from "./helpers";

withTestDatabase();
const SECRET = "hunter2-very-secret";

async function setup() {
  const users = await twoUsers();
  const c = await createCharacterRow(users.a.id, { name: "Ava" });
  const res = await call(addLink, {
    session: users.sessionA,
    params: { id: c.id },
    body: { characterId: c.id, platform: "instagram", profileUrl: "https://instagram.com/ava", loginName: "ava", loginPassword: SECRET, followerCount: "125K", notes: "" },
  });
  return { ...users, c, link: res.body, status: res.status };
}

describe("social links", () => {
  it("adds a link, returns the password only to the owner, and records the activity", async () => {
    const { a, c, link, status, sessionA } = await setup();
    expect(status).toBe(201);
    expect(link).toEqual({
      id: expect.any(String), characterId: c.id, platform: "instagram", profileUrl: "https://instagram.com/ava",
      loginName: "ava", loginPassword: SECRET, followerCount: "125K", notes: "", isVerified: false, isActive: true,
    });
    expect((await call(listLinks, { session: sessionA, params: { id: c.id } })).body).toEqual([link]);
    expect(await prisma().activity.count({ where: { userId: a.id, kind: "social_link_added" } })).toBe(1);
  });

  it("stores the password sealed: no plaintext in the row, a fresh nonce per value, a wrong key fails loudly", async () => {
    const { c, sessionA } = await setup();
    await call(addLink, { session: sessionA, params: { id: c.id }, body: { platform: "tiktok", profileUrl: "https://t.co/x", loginPassword: SECRET } });
    const rows = await prisma().socialLink.findMany({ where: { characterId: c.id } });
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(SECRET);
    expect(rows[0]!.loginPasswordSealed).toMatch(/^v1\./);
    expect(rows[0]!.loginPasswordSealed).not.toBe(rows[1]!.loginPasswordSealed);
    expect(() => openWithKey(rows[0]!.loginPasswordSealed!, randomBytes(32))).toThrow(SealError);
  });

  it("updates one field at a time (password re-sealed) and deletes", async () => {
    const { c, link, sessionA } = await setup();
    const params = { id: c.id, linkId: link.id };
    const updated = await call(putLink, { method: "PUT", session: sessionA, params, body: { followerCount: "130K" } });
    expect(updated.body).toMatchObject({ followerCount: "130K", loginPassword: SECRET, profileUrl: link.profileUrl });
    const pw = await call(putLink, { method: "PUT", session: sessionA, params, body: { loginPassword: "new-pass" } });
    expect(pw.body.loginPassword).toBe("new-pass");
    expect(JSON.stringify(await prisma().socialLink.findMany())).not.toContain("new-pass");
    expect((await call(deleteLink, { method: "DELETE", session: sessionA, params })).status).toBe(200);
    expect((await call(listLinks, { session: sessionA, params: { id: c.id } })).body).toEqual([]);
  });

  it("requires platform and profile URL, refuses unknown fields on update, and saves nothing", async () => {
    const { c, link, sessionA } = await setup();
    for (const body of [{ platform: "", profileUrl: "https://x" }, { platform: "instagram", profileUrl: "  " }, { platform: "myspace", profileUrl: "https://x" }]) {
      expect(await answer(addLink, { session: sessionA, params: { id: c.id }, body })).toMatchObject({ status: 400, body: { message: "Platform and profile URL are required" } });
    }
    const bad = await call(putLink, { method: "PUT", session: sessionA, params: { id: c.id, linkId: link.id }, body: { isVerified: true } });
    expect(bad.status).toBe(400);
    expect(await prisma().socialLink.count({ where: { characterId: c.id } })).toBe(1);
    expect((await prisma().socialLink.findUniqueOrThrow({ where: { id: link.id } })).isVerified).toBe(false);
  });

  it("answers user B with the missing-id 404 for every read and write", async () => {
    const { c, link, sessionB, b } = await setup();
    const ownOfB = await createCharacterRow(b.id, { name: "B" });
    expect(await answer(listLinks, { session: sessionB, params: { id: c.id } })).toEqual(NOT_FOUND);
    expect(await answer(addLink, { session: sessionB, params: { id: c.id }, body: { platform: "tiktok", profileUrl: "https://x" } })).toEqual(NOT_FOUND);
    // B's own character id with A's link id must not reach A's link either.
    for (const params of [{ id: c.id, linkId: link.id }, { id: ownOfB.id, linkId: link.id }]) {
      expect(await answer(putLink, { method: "PUT", session: sessionB, params, body: { notes: "pwned" } })).toEqual(NOT_FOUND);
      expect(await answer(deleteLink, { method: "DELETE", session: sessionB, params })).toEqual(NOT_FOUND);
    }
    expect(await prisma().socialLink.findUniqueOrThrow({ where: { id: link.id } })).toMatchObject({ notes: "" });
  });
});
