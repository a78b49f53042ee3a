// The edit templates, apart from the step's schema so the step loads without zod (decision 160).
export const EDIT_TEMPLATES = ["Viral TikTok Style", "Instagram Reel", "YouTube Short", "Professional Promo"] as const;
