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
};

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
  },
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

export type VideoTier = {
  id: string;
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
    name: "10+ Videos",
    pricePerVideo: "$39.99",
    pricePerVideoInCents: 3999,
    savingsText: "Save 20%",
    savings: 20,
    description: "Best value for creators and agencies posting daily.",
    features: ["Everything in 5-9 videos", "Trend-matched hooks", "Dedicated editor"],
  },
];

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
