import { VIDEO_PACK_DELIVERY_DAYS, type VideoPackOffer } from "@/lib/catalog/catalog";

// The product page's four questions (spec: what is included, how long it takes, additional
// videos, file formats). Shared by the page and its FAQPage structured data; `price` is the
// product's current price and `packs` the video packs on sale (lib/catalog/products.server.ts).
export const productFaq = (price: string, packs: VideoPackOffer[]) => [
  {
    question: "What is included in the AI influencer package?",
    answer: `A complete character: 200+ consistent character images, custom voice samples, 1 professional video and scripts for 30-second videos, plus lifetime access to the course. The price is a one-time ${price} with a 30-day "Works or Money Back" guarantee.`,
  },
  {
    question: "How long does it take?",
    answer:
      "You get instant access to the course after purchase. Your character's assets are delivered in 3-5 business days, and the course shows you how to launch in 24 hours.",
  },
  {
    question: "Can I order additional videos?",
    answer: additionalVideos(packs),
  },
  {
    question: "What file formats will I receive?",
    answer: "Images come as PNG, voice samples as MP3 and videos as MP4, ready for TikTok, Instagram Reels and YouTube Shorts.",
  },
];

// What the answer promises is what the checkout sells: the packs on sale, at today's prices, and
// the delivery their orders get (decision 430).
function additionalVideos(packs: VideoPackOffer[]) {
  if (packs.length === 0) return "Not at the moment: no video packs are on sale.";
  const each = packs.map((p) => {
    const count = p.tier.packVideos === 1 ? "1 video" : `${p.tier.packVideos} videos`;
    return p.tier.packVideos === 1
      ? `${count} for ${p.packPrice}`
      : `${count} for ${p.packPrice} (${p.perVideo} each${p.savingsText.startsWith("Save") ? `, ${p.savingsText.toLowerCase()}` : ""})`;
  });
  const list = each.length > 1 ? `${each.slice(0, -1).join(", ")} or ${each.at(-1)}` : each[0];
  return `Yes. Order a video pack from the volume discounts above: ${list}. Our team writes, voices and edits them and delivers the MP4 files to your dashboard within ${VIDEO_PACK_DELIVERY_DAYS} business days; buy a pack again for more.`;
}
