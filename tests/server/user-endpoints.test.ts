import { GET as getUser } from "@/app/api/user/route";
import { GET as getPurchase } from "@/app/api/user/purchase/route";
import { revokeSession } from "@/lib/auth/session.server";
import { unsealSessionId } from "@/lib/auth/session-cookie";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createPurchase, createUser } from "../helpers/factories";

withTestDatabase();

describe("GET /api/user", () => {
  it("is 401 with a message when signed out", async () => {
    const res = await call(getUser);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  it("returns the signed-in user", async () => {
    const user = await createUser();
    const res = await call(getUser, { session: await signIn(user.id) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email, hasPassword: false });
  });

  it("refuses a forged or revoked cookie", async () => {
    const user = await createUser();
    expect((await call(getUser, { session: "Fe26.2**forged" })).status).toBe(401);
    const cookie = await signIn(user.id);
    await revokeSession((await unsealSessionId(cookie))!);
    expect((await call(getUser, { session: cookie })).status).toBe(401);
  });
});

it("refuses a session whose row has expired, and accepts one that has not", async () => {
  const user = await createUser();
  const { prisma } = await import("@/lib/db/client.server");
  const { sealSessionId } = await import("@/lib/auth/session-cookie");
  await prisma().session.create({ data: { id: "sid-expired", userId: user.id, expiresAt: new Date(Date.now() - 60_000) } });
  await prisma().session.create({ data: { id: "sid-live", userId: user.id, expiresAt: new Date(Date.now() + 60_000) } });
  expect((await call(getUser, { session: await sealSessionId("sid-expired") })).status).toBe(401);
  expect((await call(getUser, { session: await sealSessionId("sid-live") })).status).toBe(200);
});

describe("GET /api/user/purchase", () => {
  it("reports no purchase, then the active one", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    expect((await call(getPurchase, { session })).body).toEqual({ hasPurchase: false, purchase: null });
    await createPurchase(user.id, { isCourseVariant: true });
    expect((await call(getPurchase, { session })).body).toEqual({
      hasPurchase: true,
      purchase: { isCourseVariant: true, productUuid: expect.any(String) },
    });
  });

  it("is 401 when signed out", async () => {
    expect((await call(getPurchase)).status).toBe(401);
  });
});
