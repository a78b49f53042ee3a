-- The HTML part of a queued message, so a retry after an SMTP outage sends both parts (decision 432).
ALTER TABLE "OutboxEmail" ADD COLUMN "html" TEXT;
