// The product page's four questions (spec: what is included, how long it takes, additional
// videos, file formats). Shared by the page and its FAQPage structured data; `price` is the
// product's current price (lib/catalog/products.server.ts).
export const productFaq = (price: string) => [
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
    answer: "Yes. Extra videos cost $49.99 each for 1-4 videos, $44.99 each for 5-9 videos (10% off) and $39.99 each for 10 or more (20% off).",
  },
  {
    question: "What file formats will I receive?",
    answer: "Images come as PNG, voice samples as MP3 and videos as MP4, ready for TikTok, Instagram Reels and YouTube Shorts.",
  },
];
