import { GET as getUser } from "@/app/api/user/route";
import { GET as getPurchase } from "@/app/api/user/purchase/route";
import { POST as createCharacter } from "@/app/api/user/characters/route";
import { prisma } from "@/lib/db/client.server";
import { loadDashboard } from "@/lib/server/dashboard.server";
import { readSession } from "@/lib/auth/session.server";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { countQueries } from "../helpers/query-count";
import { createPurchase, createUser } from "../helpers/factories";
import { markDone, publishedLessons } from "../helpers/course";

// Decision 154: the session, its user, the role and the newest active purchase come back from
// one query, and the gates built on them (buyer, operator) ask the database nothing more.
const db = withTestDatabase({ log: true });
const counted = countQueries(db);

describe("one query per signed-in request", () => {
  it("answers GET /api/user from the session read alone", async () => {
    const user = await createUser({ passwordHash: "x" });
    const session = await signIn(user.id);
    const { result, queries } = await counted(() => call(getUser, { session }));
    expect(result.body).toEqual({ id: user.id, email: user.email, hasPassword: true, isOperator: false });
    expect(queries).toBe(1);
  });

  it("reads the newest active purchase with the session, and forgets it once refunded", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    expect((await call(getPurchase, { session })).body).toEqual({ hasPurchase: false, purchase: null });
    const older = await createPurchase(user.id, { productUuid: "older", isCourseVariant: true });
    await prisma().purchase.update({ where: { id: older.id }, data: { createdAt: new Date("2026-01-01") } });
    const newer = await createPurchase(user.id, { productUuid: "newer" });
    const { result, queries } = await counted(() => call(getPurchase, { session }));
    expect(result.body).toEqual({ hasPurchase: true, purchase: { productUuid: "newer", isCourseVariant: false } });
    expect(queries).toBe(1);
    await prisma().purchase.update({ where: { id: newer.id }, data: { status: "refunded" } });
    expect((await readSession(session))?.purchase).toEqual({ productUuid: "older", isCourseVariant: true });
    await prisma().purchase.update({ where: { id: older.id }, data: { status: "disputed" } });
    expect((await readSession(session))?.purchase).toBeNull();
    expect((await readSession(session))?.role).toBe("buyer");
  });

  it("refuses a non-buyer at the buyer gate with 403 after the one session query, and lets a buyer through", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    const refused = await counted(() =>
      call(createCharacter, { session, body: { name: "Nova", isPersonalCharacter: true }, headers: { origin: "http://localhost:3000" } }),
    );
    expect(refused.result.status).toBe(403);
    expect(refused.result.body.message).toMatch(/active purchase/);
    expect(refused.queries).toBe(1);
    expect(await prisma().character.count({ where: { userId: user.id } })).toBe(0);
    await createPurchase(user.id);
    const allowed = await call(createCharacter, { session, body: { name: "Nova", isPersonalCharacter: true }, headers: { origin: "http://localhost:3000" } });
    expect(allowed.status).toBe(201);
  });
});

describe("the dashboard", () => {
  it("queries only the orders beyond the session for a user without a purchase that opens the studio", async () => {
    const user = await createUser();
    const { result, queries } = await counted(() => loadDashboard(user.id, null));
    expect(result).toEqual({ hasPurchase: false, characterCount: 0, storage: null, assetCount: 0, videoCount: 0, activity: [], course: null, deliveries: [] });
    // A video pack opens no studio, yet its buyer follows its delivery here (decision 430): one read.
    expect(queries).toBe(1);
  });

  it("reads a buyer's counts in one query, however many characters and lessons they have", async () => {
    const user = await createUser();
    const purchase = { productUuid: (await createPurchase(user.id, { isCourseVariant: true })).productUuid, isCourseVariant: true };
    const few = await counted(() => loadDashboard(user.id, purchase));
    await prisma().character.createMany({ data: Array.from({ length: 30 }, (_, i) => ({ userId: user.id, name: `C${i}` })) });
    await markDone(
      user.id,
      (await publishedLessons()).slice(0, 2).map((l) => l.id),
    );
    const many = await counted(() => loadDashboard(user.id, purchase));
    expect(many.result.characterCount).toBe(30);
    expect(many.result.course?.done).toBe(2);
    // The bytes the buyer keeps, against the quota (decision 174), in the same query.
    expect(many.result.storage).toBe("0 B of 2 GB");
    // The counts query, and the done-for-you orders (with their delivery items) beside it.
    expect(many.queries).toBe(few.queries);
    expect(many.queries).toBeLessThanOrEqual(3);
  });
});
