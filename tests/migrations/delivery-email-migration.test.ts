import { randomUUID } from "node:crypto";
import { applyMigrations } from "@/lib/db/migrate.server";
import { databaseBefore } from "../helpers/migration";

// Decision 161: orders delivered before deliveryEmailSentAt existed take the time from the
// buyer's delivery e-mail that SMTP accepted right after the delivery; any other is left unsent.
const MIGRATION = "20261128500000_delivery_email_sent";
const db = databaseBefore(MIGRATION);

it("backfills the sent time from the outbox, only for a sent delivery e-mail to that buyer just after the delivery", async () => {
  const { runner } = db();
  const [a, b] = [randomUUID(), randomUUID()];
  await runner.query(`INSERT INTO "User" (id, email, "updatedAt") VALUES ($1, 'a@example.com', now()), ($2, 'b@example.com', now())`, [a, b]);
  const order = (intent: string, userId: string, fulfilment: string, deliveredAt: string | null) =>
    runner.query(
      `INSERT INTO "Purchase" (id, "userId", "productUuid", "paymentIntentId", "amountCents", currency, fulfilment, "deliveredAt", "updatedAt")
       VALUES ($1, $2, 'p', $3, 3999, 'usd', $4::"OrderFulfilment", $5::timestamp, now())`,
      [randomUUID(), userId, intent, fulfilment, deliveredAt],
    );
  await order("pi_sent", a, "delivered", "2026-11-01 10:00:00");
  await order("pi_refused", a, "delivered", "2026-11-05 10:00:00");
  await order("pi_no_mail", b, "delivered", "2026-11-01 10:00:00");
  await order("pi_making", b, "in_production", null);
  const mail = (to: string, kind: string, createdAt: string, sentAt: string | null) =>
    runner.query(
      `INSERT INTO "OutboxEmail" (id, "to", subject, text, kind, "createdAt", "sentAt") VALUES ($1, $2, 's', 't', $3, $4::timestamp, $5::timestamp)`,
      [randomUUID(), to, kind, createdAt, sentAt],
    );
  await mail("A@Example.com", "delivery-ready", "2026-11-01 10:00:01", "2026-11-01 10:00:02");
  await mail("a@example.com", "delivery-ready", "2026-11-05 10:00:01", null); // refused by SMTP
  await mail("b@example.com", "purchase-receipt", "2026-11-01 10:00:01", "2026-11-01 10:00:02");
  await mail("b@example.com", "delivery-ready", "2026-11-01 11:00:00", "2026-11-01 11:00:00"); // an hour later: not this delivery's

  expect(await applyMigrations(runner)).toContain(MIGRATION);
  const rows = await runner.query<{ intent: string; sent: string | null; claimed: string | null }>(
    `SELECT "paymentIntentId" AS intent, to_char("deliveryEmailSentAt", 'YYYY-MM-DD HH24:MI:SS') AS sent, "deliveryEmailClaimedAt"::text AS claimed
     FROM "Purchase" ORDER BY "paymentIntentId"`,
  );
  expect(rows).toEqual([
    { intent: "pi_making", sent: null, claimed: null },
    { intent: "pi_no_mail", sent: null, claimed: null },
    { intent: "pi_refused", sent: null, claimed: null },
    { intent: "pi_sent", sent: "2026-11-01 10:00:02", claimed: null },
  ]);
});
