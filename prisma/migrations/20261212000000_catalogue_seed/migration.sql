-- The editable catalogue (issue 33, decision 214): today's product and its price, seeded with
-- the spec's values from lib/payments/catalog.ts, with fixed ids so code and tests can name them.
-- tests/catalogue-seed.test.ts checks these rows against the code.
INSERT INTO "Product" ("id", "uuid", "name", "description", "features", "includedServices", "targetAudience", "deliveryMethod", "timeToComplete", "supportLevel", "deliveryBusinessDays", "active", "position", "createdAt", "updatedAt") VALUES
  ('ai-influencer-creation', '7c9e6679-7425-40de-944b-e07fc1f90ae7', 'Create AI Influencer',
   'A complete AI influencer, designed with you and ready to post: character design, images, voice and your first professional video, plus the full course to grow it.',
   ARRAY['200+ character images in consistent poses and outfits', 'Custom voice samples for your character', '1 professional video included', 'Launch in 24 hours', 'Scripts for 30-second viral videos', 'Lifetime access to the AI influencer course', '30-day "Works or Money Back" guarantee', 'Step-by-step viral growth strategy'],
   ARRAY['Character design', 'Script writing', 'Voice creation', 'Video editing', 'Viral strategy'],
   ARRAY['Content creators', 'Entrepreneurs', 'Business owners', 'Marketing agencies', 'Social media managers'],
   'Instant access after purchase; assets delivered in 3-5 business days', '3-5 business days', 'Email support', 5, true, 0, now(), now())
ON CONFLICT ("id") DO NOTHING;

INSERT INTO "Price" ("id", "productId", "amountCents", "currency", "createdAt") VALUES
  ('d455146d-a2e8-4294-8d92-93a8e12d645d', 'ai-influencer-creation', 3999, 'usd', '2026-11-22 00:00:00')
ON CONFLICT ("id") DO NOTHING;

-- Orders sold before prices were rows were sold at this price.
UPDATE "Purchase" SET "priceId" = 'd455146d-a2e8-4294-8d92-93a8e12d645d'
WHERE "priceId" IS NULL AND "productUuid" = '7c9e6679-7425-40de-944b-e07fc1f90ae7' AND "currency" = 'usd' AND "amountCents" + "discountCents" = 3999;

-- A demo intent remembers the price row its amount came from.
ALTER TABLE "DemoPaymentIntent" ADD COLUMN "priceId" UUID;
