-- Whether the buyer was told their delivery is ready (decision 161): the time SMTP accepted the
-- e-mail, and the claim of a send in progress so two clicks send it once.

-- AlterTable
ALTER TABLE "Purchase" ADD COLUMN "deliveryEmailSentAt" TIMESTAMP(3),
ADD COLUMN "deliveryEmailClaimedAt" TIMESTAMP(3);

-- Orders delivered before this: the outbox row does not name the order, so the buyer's
-- delivery e-mail sent within ten minutes after the delivery (it is sent right after the
-- commit) is taken as this order's. An order with none found shows as not sent, with the
-- button to send it, which is the safe side.
UPDATE "Purchase" AS p
SET "deliveryEmailSentAt" = (
  SELECT MIN(o."sentAt")
  FROM "OutboxEmail" AS o
  JOIN "User" AS u ON u."id" = p."userId"
  WHERE o."kind" = 'delivery-ready'
    AND LOWER(o."to") = LOWER(u."email")
    AND o."sentAt" IS NOT NULL
    AND o."createdAt" >= p."deliveredAt"
    AND o."createdAt" < p."deliveredAt" + INTERVAL '10 minutes'
)
WHERE p."fulfilment" = 'delivered' AND p."deliveredAt" IS NOT NULL;
