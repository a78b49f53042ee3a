-- The video tiers as products (issue 48, decision 430): one pack per tier, sold through the same
-- checkout, priced by its own Price row. Fixed ids so code and tests can name them;
-- tests/payments/video-packs.test.ts checks these rows against lib/catalog/catalog.ts.
INSERT INTO "Product" ("id", "uuid", "name", "description", "features", "includedServices", "targetAudience", "deliveryMethod", "timeToComplete", "supportLevel", "deliveryBusinessDays", "active", "position", "createdAt", "updatedAt") VALUES
  ('video-pack-1', '8de4a534-265e-45ce-a5e5-addca17d85c0', 'Video pack: 1 video',
   '1 video for your AI influencer, scripted, voiced and edited by our team, delivered as an MP4 file within 5 business days.',
   ARRAY['Script and voice-over', 'Edited for TikTok, Reels and Shorts', '1 video as an MP4 file on your dashboard'],
   ARRAY['Script writing', 'Voice-over', 'Video editing'],
   ARRAY['Buyers of the AI influencer package'],
   'Delivered to your dashboard within 5 business days', '3-5 business days', 'Email support', 5, true, 1, now(), now()),
  ('video-pack-5', '85a3b880-aca3-4512-a43e-9517a895f7e6', 'Video pack: 5 videos',
   '5 videos for your AI influencer, scripted, voiced and edited by our team, delivered as MP4 files within 5 business days.',
   ARRAY['Everything in 1-4 videos', 'Content calendar suggestions', 'Priority editing queue', '5 videos as MP4 files on your dashboard'],
   ARRAY['Script writing', 'Voice-over', 'Video editing'],
   ARRAY['Buyers of the AI influencer package'],
   'Delivered to your dashboard within 5 business days', '3-5 business days', 'Email support', 5, true, 2, now(), now()),
  ('video-pack-10', '07d0dd16-87e5-4652-af4d-0ed9053fdb81', 'Video pack: 10 videos',
   '10 videos for your AI influencer, scripted, voiced and edited by our team, delivered as MP4 files within 5 business days.',
   ARRAY['Everything in 5-9 videos', 'Trend-matched hooks', 'Dedicated editor', '10 videos as MP4 files on your dashboard'],
   ARRAY['Script writing', 'Voice-over', 'Video editing'],
   ARRAY['Buyers of the AI influencer package'],
   'Delivered to your dashboard within 5 business days', '3-5 business days', 'Email support', 5, true, 3, now(), now())
ON CONFLICT ("id") DO NOTHING;

INSERT INTO "Price" ("id", "productId", "amountCents", "currency", "createdAt") VALUES
  ('9e47f398-1002-4628-9910-86703ef021b9', 'video-pack-1', 4999, 'usd', '2026-12-29 00:00:00'),
  ('8952b30f-50b3-488b-bc0f-27cdc8906bb0', 'video-pack-5', 22495, 'usd', '2026-12-29 00:00:00'),
  ('6436e96a-c9e1-4eef-93d8-4eee39f4755a', 'video-pack-10', 39990, 'usd', '2026-12-29 00:00:00')
ON CONFLICT ("id") DO NOTHING;

-- A video pack's order opens nothing but its delivery; every order sold before opened the studio.
ALTER TABLE "Purchase" ADD COLUMN "grantsAccess" BOOLEAN NOT NULL DEFAULT true;
