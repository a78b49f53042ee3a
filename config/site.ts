// Names and routes that several parts of the site share, and the business facts the legal pages
// state (issue 23, item 7): set these to the operating business before launch.
export const siteConfig = {
  name: "AI Influencer Studio",
  description:
    // No price here: it comes from the catalogue, which the seller can change (issue 44; the
    // landing and products pages put the current price in their own descriptions).
    "Create your own AI influencer: a step-by-step course and done-for-you service. 200+ character images, voice samples and a professional video for one payment.",
  showcase: { firstName: "Sophia", path: "/sophia" },
  business: {
    /** The legal name that sells, as on invoices and in the terms. */
    legalName: "AI Influencer Studio",
    /** Where buyers write for support, refunds and privacy requests. */
    contactEmail: "support@aiinfluencer.studio",
    /** Days after a purchase in which the "Works or Money Back" guarantee refunds it on request. */
    refundWindowDays: 30,
  },
  legal: [
    { path: "/terms", label: "Terms of Service" },
    { path: "/privacy", label: "Privacy Policy" },
    { path: "/refunds", label: "Refund Policy" },
  ],
} as const;
