-- Leads who agreed to news (an unticked box on the contact form) and the broadcast audience of
-- them (issue 45, item 1; decision 433). Existing leads never agreed: false.
ALTER TABLE "ContactRequest" ADD COLUMN "marketingConsent" BOOLEAN NOT NULL DEFAULT false;
ALTER TYPE "BroadcastAudience" ADD VALUE 'leads';
