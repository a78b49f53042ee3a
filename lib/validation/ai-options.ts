// The profile generator's choices (spec section 5). Shared by the form and the server schema.
export const GENDERS = ["female", "male"] as const;
export const MIN_AGE = 18;
export const MAX_AGE = 45;
export const ETHNICITIES = ["caucasian", "african", "asian", "hispanic", "middle-eastern", "indian", "mixed", "other"] as const;
export const SECOND_ETHNICITIES = ["none", ...ETHNICITIES] as const;

// The niches, one list: the profile generator offers them all; the wizard's Niche step, the new
// character form and the quick picks offer the ten popular ones as chips (spec section 2).
export const POPULAR_NICHES = [
  "Fitness & Health",
  "Business & Entrepreneurship",
  "Fashion & Style",
  "Travel & Adventure",
  "Food & Cooking",
  "Technology & Innovation",
  "Personal Development",
  "Beauty & Skincare",
  "Finance & Investment",
  "Education & Learning",
] as const;

export const NICHES = [
  ...POPULAR_NICHES,
  "Gaming & Esports",
  "Parenting & Family",
  "Home & Interior Design",
  "Sustainability & Eco Living",
  "Mental Health & Wellness",
  "Music & Entertainment",
  "Art & Photography",
  "Pets & Animals",
  "Sports & Athletics",
  "Cars & Automotive",
  "Real Estate",
  "Books & Writing",
  "Comedy & Lifestyle",
  "Spirituality & Mindfulness",
  "Marketing & Social Media",
] as const;

export const PROFESSIONS = [
  "Personal Trainer",
  "Yoga Instructor",
  "Nutritionist",
  "Entrepreneur",
  "Startup Founder",
  "Business Coach",
  "Marketing Consultant",
  "Fashion Designer",
  "Stylist",
  "Model",
  "Travel Blogger",
  "Photographer",
  "Chef",
  "Food Critic",
  "Software Engineer",
  "Product Designer",
  "Data Scientist",
  "Life Coach",
  "Motivational Speaker",
  "Makeup Artist",
  "Dermatologist",
  "Financial Advisor",
  "Investor",
  "Accountant",
  "Teacher",
  "University Lecturer",
  "Streamer",
  "Game Developer",
  "Parenting Coach",
  "Interior Designer",
  "Architect",
  "Environmental Scientist",
  "Therapist",
  "Psychologist",
  "Musician",
  "DJ",
  "Painter",
  "Veterinarian",
  "Professional Athlete",
  "Sports Coach",
  "Car Reviewer",
  "Real Estate Agent",
  "Author",
  "Comedian",
  "Meditation Teacher",
  "Social Media Manager",
] as const;

export const VOICE_MODELS = [
  { id: "eleven_multilingual_v2", label: "Multilingual v2 (default, 29 languages)" },
  { id: "eleven_turbo_v2_5", label: "Turbo v2.5 (about 250 ms)" },
  { id: "eleven_flash_v2_5", label: "Flash v2.5 (about 75 ms)" },
  { id: "eleven_turbo_v2", label: "Turbo v2 (legacy)" },
] as const;
export const DEFAULT_VOICE_MODEL = "eleven_multilingual_v2";
/** Spec section 9: the newest model, the one with audio tags, is named but cannot be chosen. */
export const VOICE_MODEL_NOTE = "Eleven v3, the newest model with audio tags, is not available through the API.";
/** Used when no voice is chosen (spec section 7): ElevenLabs' premade "Rachel". */
export const DEFAULT_VOICE_ID = "21m00Tcm4TlvDq8ikWAM";
export const SCRIPT_PREVIEW_CHARS = 200;
