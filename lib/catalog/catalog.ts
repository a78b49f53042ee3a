// The catalogue's fixed facts (spec sections 1, 3 and 9). What an operator may change (a
// product's price and whether it is on sale) lives in the database, seeded from these values,
// and is read through lib/catalog/products.server.ts (decision 214); `price` and `priceInCents`
// here are the spec's launch price, the seed. The browser never sends an amount.

/** The fixed uuid of the AI-assisted tier; any other known product uuid is a DIY purchase. */
export const AI_ASSISTED_PRODUCT_UUID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

/** The launch price's row (migration 20261212000000_catalogue_seed): the spec's $39.99. */
export const LAUNCH_PRICE_ID = "d455146d-a2e8-4294-8d92-93a8e12d645d";

export type Product = {
  id: string;
  uuid: string;
  name: string;
  description: string;
  price: string;
  priceInCents: number;
  currency: "usd";
  features: string[];
  includedServices: string[];
  targetAudience: string[];
  deliveryMethod: string;
  timeToComplete: string;
  supportLevel: string;
  /**
   * Set on a done-for-you product: the business days the operator has to deliver its assets
   * (decision 137). Its orders are service orders; the window is shown to operator and buyer.
   */
  deliveryBusinessDays?: number;
  /**
   * Set on a video pack (issue 48, decision 430): the finished videos the operator delivers. A
   * pack is a done-for-you order and nothing else: it opens neither the studio nor the course.
   */
  videos?: number;
  /** The seed price row (the migration that adds the product writes it with this id). */
  seedPriceId: string;
};

/** The business days the operator has to deliver a video pack (the tiers' "3-5 business days"). */
export const VIDEO_PACK_DELIVERY_DAYS = 5;

export type VideoTier = {
  id: string;
  /** The pack the tier sells (a catalogue product): the tier's smallest count, at its per-video price. */
  packUuid: string;
  packVideos: number;
  seedPriceId: string;
  name: string;
  pricePerVideo: string;
  pricePerVideoInCents: number;
  savingsText: string;
  savings: number;
  description: string;
  features: string[];
};

export const videoTiers: VideoTier[] = [
  {
    id: "videos-1-4",
    packUuid: "8de4a534-265e-45ce-a5e5-addca17d85c0",
    packVideos: 1,
    seedPriceId: "9e47f398-1002-4628-9910-86703ef021b9",
    name: "1-4 Videos",
    pricePerVideo: "$49.99",
    pricePerVideoInCents: 4999,
    savingsText: "Standard price",
    savings: 0,
    description: "Perfect for testing your character's first content.",
    features: ["Script and voice-over", "Edited for TikTok, Reels and Shorts", "Delivered in 3-5 business days"],
  },
  {
    id: "videos-5-9",
    packUuid: "85a3b880-aca3-4512-a43e-9517a895f7e6",
    packVideos: 5,
    seedPriceId: "8952b30f-50b3-488b-bc0f-27cdc8906bb0",
    name: "5-9 Videos",
    pricePerVideo: "$44.99",
    pricePerVideoInCents: 4499,
    savingsText: "Save 10%",
    savings: 10,
    description: "A steady posting rhythm for a growing account.",
    features: ["Everything in 1-4 videos", "Content calendar suggestions", "Priority editing queue"],
  },
  {
    id: "videos-10-plus",
    packUuid: "07d0dd16-87e5-4652-af4d-0ed9053fdb81",
    packVideos: 10,
    seedPriceId: "6436e96a-c9e1-4eef-93d8-4eee39f4755a",
    name: "10+ Videos",
    pricePerVideo: "$39.99",
    pricePerVideoInCents: 3999,
    savingsText: "Save 20%",
    savings: 20,
    description: "Best value for creators and agencies posting daily.",
    features: ["Everything in 5-9 videos", "Trend-matched hooks", "Dedicated editor"],
  },
];

export const products: Product[] = [
  {
    id: "ai-influencer-creation",
    uuid: AI_ASSISTED_PRODUCT_UUID,
    name: "Create AI Influencer",
    description:
      "A complete AI influencer, designed with you and ready to post: character design, images, voice and your first professional video, plus the full course to grow it.",
    price: "$39.99",
    priceInCents: 3999,
    currency: "usd",
    features: [
      "200+ character images in consistent poses and outfits",
      "Custom voice samples for your character",
      "1 professional video included",
      "Launch in 24 hours",
      "Scripts for 30-second viral videos",
      "Lifetime access to the AI influencer course",
      '30-day "Works or Money Back" guarantee',
      "Step-by-step viral growth strategy",
    ],
    includedServices: ["Character design", "Script writing", "Voice creation", "Video editing", "Viral strategy"],
    targetAudience: ["Content creators", "Entrepreneurs", "Business owners", "Marketing agencies", "Social media managers"],
    deliveryMethod: "Instant access after purchase; assets delivered in 3-5 business days",
    timeToComplete: "3-5 business days",
    supportLevel: "Email support",
    // The last day of "3-5 business days" above.
    deliveryBusinessDays: 5,
    seedPriceId: LAUNCH_PRICE_ID,
  },
  ...videoPacks(),
];

export function findProductByUuid(uuid: string): Product | undefined {
  return products.find((p) => p.uuid === uuid.toLowerCase());
}

/** Spec: the AI-assisted tier is the fixed uuid; any other product uuid is DIY. */
export function isAiAssisted(productUuid: string) {
  return productUuid === AI_ASSISTED_PRODUCT_UUID;
}

/** Spec section 3: the product kind comes from the id text and only sets the colour theme. */
export function productKind(productId: string): "character" | "service" {
  return /service|management|plan/i.test(productId) ? "service" : "character";
}

// Each tier is sold as a pack of its smallest count (decision 430): "1 video", "5 videos",
// "10 videos". A buyer who wants more buys a pack again. The pack's price row is the one source;
// the tier card's "per video" is derived from it (videoPackOffer).
function videoPacks(): Product[] {
  return videoTiers.map((tier) => {
    const count = `${tier.packVideos} ${tier.packVideos === 1 ? "video" : "videos"}`;
    const cents = tier.pricePerVideoInCents * tier.packVideos;
    return {
      id: `video-pack-${tier.packVideos}`,
      uuid: tier.packUuid,
      name: `Video pack: ${count}`,
      description: `${count[0].toUpperCase()}${count.slice(1)} for your AI influencer, scripted, voiced and edited by our team, delivered as ${tier.packVideos === 1 ? "an MP4 file" : "MP4 files"} within ${VIDEO_PACK_DELIVERY_DAYS} business days.`,
      price: `$${(cents / 100).toFixed(2)}`,
      priceInCents: cents,
      currency: "usd",
      features: [
        ...tier.features.filter((f) => !/^Delivered in/.test(f)),
        `${count[0].toUpperCase()}${count.slice(1)} as ${tier.packVideos === 1 ? "an MP4 file" : "MP4 files"} on your dashboard`,
      ],
      includedServices: ["Script writing", "Voice-over", "Video editing"],
      targetAudience: ["Buyers of the AI influencer package"],
      deliveryMethod: `Delivered to your dashboard within ${VIDEO_PACK_DELIVERY_DAYS} business days`,
      timeToComplete: "3-5 business days",
      supportLevel: "Email support",
      deliveryBusinessDays: VIDEO_PACK_DELIVERY_DAYS,
      videos: tier.packVideos,
      seedPriceId: tier.seedPriceId,
    };
  });
}

/** Whether a purchase of this product opens the studio and the course (a video pack does not). */
export function grantsStudioAccess(productUuid: string) {
  return findProductByUuid(productUuid)?.videos === undefined;
}

export type VideoPackOffer = { tier: VideoTier; packPrice: string; perVideo: string; savingsText: string };

/**
 * A tier card's words from the packs' current prices (`packCents` by pack uuid): the pack's
 * price, its price per video, and its saving against the one-video pack, all derived, so an
 * operator's price change never leaves a card saying an old price or saving.
 */
export function videoPackOffer(tier: VideoTier, packCents: Record<string, number>): VideoPackOffer {
  const perVideoOf = (t: VideoTier) => Math.round((packCents[t.packUuid] ?? t.pricePerVideoInCents * t.packVideos) / t.packVideos);
  const perVideo = perVideoOf(tier);
  const base = perVideoOf(videoTiers[0]);
  const saving = Math.round((1 - perVideo / base) * 100);
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  return {
    tier,
    packPrice: dollars(packCents[tier.packUuid] ?? tier.pricePerVideoInCents * tier.packVideos),
    perVideo: dollars(perVideo),
    savingsText: saving > 0 ? `Save ${saving}%` : "Standard price",
  };
}

export type ManagementPlan = {
  id: string;
  name: string;
  postsPerMonth: number | "Custom";
  price: string;
  pricePerMonth: number | null;
  priceInCents: number | null;
  description: string;
  platforms: string[];
  features: string[];
  deliverables: string[];
  idealFor: string;
  setupTime: string;
  monthlyCommitment: string;
  popular: boolean;
};

export const managementPlans: ManagementPlan[] = [
  {
    id: "management-starter",
    name: "Starter",
    postsPerMonth: 10,
    price: "$1,000/month",
    pricePerMonth: 1000,
    priceInCents: 100000,
    description: "We run your AI influencer's account with 10 polished posts a month.",
    platforms: ["Instagram", "TikTok"],
    features: ["10 posts per month", "Captions and hashtags", "Monthly performance report"],
    deliverables: ["10 images or short videos", "Posting schedule", "Monthly report"],
    idealFor: "Creators launching their first AI influencer",
    setupTime: "2-3 weeks",
    monthlyCommitment: "3 months minimum",
    popular: false,
  },
  {
    id: "management-professional",
    name: "Professional",
    postsPerMonth: 20,
    price: "$2,000/month",
    pricePerMonth: 2000,
    priceInCents: 200000,
    description: "Twice the output, more platforms and active community management.",
    platforms: ["Instagram", "TikTok", "YouTube Shorts"],
    features: ["20 posts per month", "Community replies", "Trend monitoring", "Bi-weekly strategy call"],
    deliverables: ["20 images or short videos", "Engagement management", "Bi-weekly report"],
    idealFor: "Businesses growing an audience",
    setupTime: "1-2 weeks",
    monthlyCommitment: "6 months minimum",
    popular: true,
  },
  {
    id: "management-enterprise",
    name: "Enterprise",
    postsPerMonth: "Custom",
    price: "Custom",
    pricePerMonth: null,
    priceInCents: null,
    description: "Custom volume, several characters and brand partnerships for agencies.",
    platforms: ["All major platforms"],
    features: ["Custom post volume", "Multiple characters", "Brand deal sourcing", "Dedicated account manager"],
    deliverables: ["Custom content plan", "Partnership pipeline", "Weekly reporting"],
    idealFor: "Agencies and brands",
    setupTime: "2-4 weeks",
    monthlyCommitment: "12 months minimum",
    popular: false,
  },
];

export type AddOn = { name: string; price: string; description: string };

export const addOns: AddOn[] = [
  { name: "Rush Delivery", price: "+$500/month", description: "48-hour turnaround on every piece of content." },
  { name: "Extra Platforms", price: "+$300/platform/month", description: "Publish to more networks beyond your plan." },
  { name: "Live Streaming", price: "+$1,000/month", description: "Scheduled live sessions hosted by your character." },
  { name: "Multi-Language", price: "+$400/language/month", description: "Captions and voice-overs in another language." },
];
