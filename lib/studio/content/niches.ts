// Spec section 2: the ten popular niche chips.
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
