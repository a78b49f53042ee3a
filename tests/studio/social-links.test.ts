import { GET as listLinks, POST as addLink } from "@/app/api/user/characters/[id]/social-links/route";
import { PUT as putLink, DELETE as deleteLink } from "@/app/api/user/characters/[id]/social-links/[linkId]/route";
import { POST as revealPassword } from "@/app/api/user/characters/[id]/social-links/[linkId]/reveal-password/route";
import { prisma } from "@/lib/db/client.server";
import { openWithKey, SealError } from "@/lib/crypto/seal.server";
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
    body: {
      characterId: c.id,
      platform: "instagram",
      profileUrl: "https://instagram.com/ava",
      loginName: "ava",
      loginPassword: SECRET,
      followerCount: "125K",
      notes: "",
    },
  });
  return { ...users, c, link: res.body, status: res.status };
}

describe("social links", () => {
  it("adds a link and records the activity; neither the answer nor the list carries the password", async () => {
    const { a, c, link, status, sessionA } = await setup();
    expect(status).toBe(201);
    expect(link).toEqual({
      id: expect.any(String),
      characterId: c.id,
      platform: "instagram",
      profileUrl: "https://instagram.com/ava",
      loginName: "ava",
      hasPassword: true,
      followerCount: "125K",
      notes: "",
      isVerified: false,
      isActive: true,
    });
    const list = await call(listLinks, { session: sessionA, params: { id: c.id } });
    expect(list.body).toEqual([link]);
    expect(JSON.stringify(list.body)).not.toContain(SECRET);
    expect(await prisma().activity.count({ where: { userId: a.id, kind: "social_link_added" } })).toBe(1);
  });

  it("reveals the password to the owner on an explicit POST, and records that in the activity feed", async () => {
    const { a, c, link, sessionA } = await setup();
    const revealed = await call(revealPassword, { method: "POST", session: sessionA, params: { id: c.id, linkId: link.id } });
    expect(revealed).toMatchObject({ status: 200, body: { loginPassword: SECRET } });
    expect(await prisma().activity.findMany({ where: { userId: a.id, kind: "social_password_revealed" }, select: { subject: true } })).toEqual([
      { subject: "instagram for Ava" },
    ]);
  });

  it("answers a password moved from another link's row with a clear 409, not a 500 and not the other password", async () => {
    const { c, link, sessionA } = await setup();
    const other = await call(addLink, {
      session: sessionA,
      params: { id: c.id },
      body: { platform: "tiktok", profileUrl: "https://tiktok.com/@ava", loginPassword: "tiktok-pass" },
    });
    // Someone with write access to the table copies the instagram password into the tiktok row.
    const { loginPasswordSealed } = await prisma().socialLink.findUniqueOrThrow({ where: { id: link.id } });
    await prisma().socialLink.update({ where: { id: other.body.id }, data: { loginPasswordSealed } });
    expect(await answer(revealPassword, { method: "POST", session: sessionA, params: { id: c.id, linkId: other.body.id } })).toEqual({
      status: 409,
      body: { message: "This saved password can no longer be read. Enter the password again to replace it." },
    });
    // The list still loads, and typing the password again mends the row.
    expect((await call(listLinks, { session: sessionA, params: { id: c.id } })).status).toBe(200);
    await call(putLink, { method: "PUT", session: sessionA, params: { id: c.id, linkId: other.body.id }, body: { loginPassword: "tiktok-pass-2" } });
    expect((await call(revealPassword, { method: "POST", session: sessionA, params: { id: c.id, linkId: other.body.id } })).body).toEqual({
      loginPassword: "tiktok-pass-2",
    });
  });

  it("stores the password sealed: no plaintext in the row, a fresh nonce per value, a wrong key fails loudly", async () => {
    const { c, sessionA } = await setup();
    await call(addLink, { session: sessionA, params: { id: c.id }, body: { platform: "tiktok", profileUrl: "https://t.co/x", loginPassword: SECRET } });
    const rows = await prisma().socialLink.findMany({ where: { characterId: c.id } });
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(SECRET);
    expect(rows[0]!.loginPasswordSealed).toMatch(/^v2\./);
    expect(rows[0]!.loginPasswordSealed).not.toBe(rows[1]!.loginPasswordSealed);
    expect(() => openWithKey(rows[0]!.loginPasswordSealed!, randomBytes(32), `social-link:${rows[0]!.id}:password`)).toThrow(SealError);
  });

  it("updates one field at a time (password re-sealed) and deletes", async () => {
    const { c, link, sessionA } = await setup();
    const params = { id: c.id, linkId: link.id };
    const updated = await call(putLink, { method: "PUT", session: sessionA, params, body: { followerCount: "130K" } });
    expect(updated.body).toMatchObject({ followerCount: "130K", hasPassword: true, profileUrl: link.profileUrl });
    expect(JSON.stringify(updated.body)).not.toContain(SECRET);
    const pw = await call(putLink, { method: "PUT", session: sessionA, params, body: { loginPassword: "new-pass" } });
    expect(pw.body).not.toHaveProperty("loginPassword");
    expect((await call(revealPassword, { method: "POST", session: sessionA, params })).body).toEqual({ loginPassword: "new-pass" });
    expect(JSON.stringify(await prisma().socialLink.findMany())).not.toContain("new-pass");
    expect((await call(deleteLink, { method: "DELETE", session: sessionA, params })).status).toBe(200);
    expect((await call(listLinks, { session: sessionA, params: { id: c.id } })).body).toEqual([]);
  });

  it("requires platform and profile URL, refuses unknown fields on update, and saves nothing", async () => {
    const { c, link, sessionA } = await setup();
    for (const body of [
      { platform: "", profileUrl: "https://x" },
      { platform: "instagram", profileUrl: "  " },
      { platform: "myspace", profileUrl: "https://x" },
    ]) {
      expect(await answer(addLink, { session: sessionA, params: { id: c.id }, body })).toMatchObject({
        status: 400,
        body: { message: "Platform and profile URL are required" },
      });
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
    for (const params of [
      { id: c.id, linkId: link.id },
      { id: ownOfB.id, linkId: link.id },
    ]) {
      expect(await answer(putLink, { method: "PUT", session: sessionB, params, body: { notes: "pwned" } })).toEqual(NOT_FOUND);
      expect(await answer(deleteLink, { method: "DELETE", session: sessionB, params })).toEqual(NOT_FOUND);
      expect(await answer(revealPassword, { method: "POST", session: sessionB, params })).toEqual(NOT_FOUND);
    }
    expect(await prisma().activity.count({ where: { userId: b.id, kind: "social_password_revealed" } })).toBe(0);
    expect(await prisma().socialLink.findUniqueOrThrow({ where: { id: link.id } })).toMatchObject({ notes: "" });
  });
});
