// The demo influencers shown at /{first name}. Sophia is the one the header links to; the
// copy is illustrative, as the spec names only the blocks (stats, profile, variants, videos,
// metrics).
export type ShowcaseInfluencer = {
  slug: string;
  firstName: string;
  headline: string;
  stats: { value: string; label: string }[];
  profile: { label: string; value: string }[];
  bio: string;
  variants: { name: "Professional" | "Casual" | "Workout" | "Travel"; image: string; alt: string }[];
  videos: { title: string; views: string; likes: string; image: string; alt: string }[];
  metrics: { value: string; label: string }[];
};

const sophia: ShowcaseInfluencer = {
  slug: "sophia",
  firstName: "Sophia",
  headline: "Wellness and lifestyle creator, built with AI in 24 hours",
  stats: [
    { value: "248K", label: "Followers" },
    { value: "8.7%", label: "Engagement rate" },
    { value: "$6,400", label: "Monthly income" },
    { value: "90 days", label: "Since launch" },
  ],
  profile: [
    { label: "Niche", value: "Fitness & Health" },
    { label: "Age", value: "27" },
    { label: "Based in", value: "Barcelona" },
    { label: "Platforms", value: "Instagram, TikTok, YouTube Shorts" },
    { label: "Voice", value: "Warm, upbeat, British accent" },
  ],
  bio: "Sophia shares 30-second morning routines, healthy recipes and travel diaries. Every image, voice line and video was made with the course's workflow.",
  variants: [
    { name: "Professional", image: "/showcase/sophia-professional.svg", alt: "Sophia in a navy blazer in front of office windows" },
    { name: "Casual", image: "/showcase/sophia-casual.svg", alt: "Sophia with long hair in a pink top at sunset" },
    { name: "Workout", image: "/showcase/sophia-workout.svg", alt: "Sophia with a ponytail in gym wear beside dumbbells" },
    { name: "Travel", image: "/showcase/sophia-travel.svg", alt: "Sophia in a straw hat in front of mountains" },
  ],
  videos: [
    {
      title: "5-minute morning routine",
      views: "1.2M views",
      likes: "184K likes",
      image: "/showcase/sophia-workout.svg",
      alt: "Still of Sophia's morning routine video",
    },
    {
      title: "What I eat in a day",
      views: "860K views",
      likes: "97K likes",
      image: "/showcase/sophia-casual.svg",
      alt: "Still of Sophia's what I eat in a day video",
    },
    {
      title: "48 hours in Lisbon",
      views: "640K views",
      likes: "71K likes",
      image: "/showcase/sophia-travel.svg",
      alt: "Still of Sophia's travel video in Lisbon",
    },
  ],
  metrics: [
    { value: "3.1M", label: "Monthly views" },
    { value: "12", label: "Brand deals" },
    { value: "4", label: "Income streams" },
    { value: "20", label: "Posts per month" },
  ],
};

export const showcaseInfluencers: ShowcaseInfluencer[] = [sophia];

/** Case-insensitive look-up by first name. */
export function findShowcaseInfluencer(name: string) {
  return showcaseInfluencers.find((i) => i.slug === name.toLowerCase());
}
