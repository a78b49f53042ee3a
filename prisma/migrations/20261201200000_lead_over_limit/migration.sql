-- A contact request over the per-address or per-e-mail limit is kept, flagged, instead of dropped
-- (issue 29 item 9, decision 172): a flood with a victim's e-mail must not suppress their request.
ALTER TABLE "ContactRequest" ADD COLUMN "overLimit" BOOLEAN NOT NULL DEFAULT false;
