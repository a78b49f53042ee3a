// Names and routes that several parts of the site share.
export const siteConfig = {
  name: "AI Influencer Studio",
  description:
    "Create your own AI influencer: a step-by-step course and done-for-you service. 200+ character images, voice samples and a professional video for a one-time $39.99.",
  copyrightYear: 2025,
  showcase: { firstName: "Sophia", path: "/sophia" },
} as const;
