import type { ProfileTextField } from "@/lib/validation/profile";

type FieldSpec = { name: ProfileTextField; label: string; placeholder?: string; long?: boolean };

// The profile form's fields, grouped as the form shows them; hints from spec section 2.
export const PROFILE_SECTIONS: { title: string; fields: FieldSpec[] }[] = [
  {
    title: "Identity",
    fields: [
      { name: "headline", label: "Headline", placeholder: "40-60 characters" },
      { name: "currentRole", label: "Current role" },
      { name: "profession", label: "Profession" },
      { name: "location", label: "Location" },
      { name: "aboutMe", label: "About me", placeholder: "150-300 words", long: true },
      { name: "backgroundStory", label: "Background story", placeholder: "100-200 words", long: true },
    ],
  },
  {
    title: "Personality and expertise",
    fields: [
      { name: "specialties", label: "Specialties", placeholder: "Comma-separated, e.g. HIIT, nutrition" },
      { name: "interests", label: "Interests", placeholder: "Comma-separated" },
      { name: "achievements", label: "Achievements", long: true },
      { name: "lifestyle", label: "Lifestyle", long: true },
      { name: "values", label: "Values" },
      { name: "personality", label: "Personality" },
    ],
  },
  {
    title: "Brand",
    fields: [
      { name: "contentStyle", label: "Content style" },
      { name: "brandVoice", label: "Brand voice" },
      { name: "brandMessage", label: "Brand message", long: true },
      { name: "uniqueSellingPoint", label: "Unique selling point", long: true },
      { name: "targetAudience", label: "Target audience" },
    ],
  },
  {
    title: "Reach and contact",
    fields: [
      { name: "followerCount", label: "Follower count", placeholder: "e.g. 125K" },
      { name: "engagementStats", label: "Engagement stats", placeholder: "e.g. 4.8% average engagement" },
      { name: "testimonials", label: "Testimonials", long: true },
      { name: "websiteUrl", label: "Website URL", placeholder: "https://" },
      { name: "contactEmail", label: "Contact email", placeholder: "hello@example.com" },
      { name: "socialLinks", label: "Social links", placeholder: "JSON or comma-separated links", long: true },
    ],
  },
];

export const PROFILE_FLAGS = [
  { name: "isPublic", label: "Public profile" },
  { name: "isActive", label: "Active" },
] as const;
