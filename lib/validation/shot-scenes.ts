// The eight shot scenes of the scenario library (spec section 3), by key: the request schema
// (./ai.ts) accepts these keys, and lib/ai/prompts/shots.ts writes each into a prompt.
export type ShotCategory = "business" | "casual" | "fitness" | "creative";

export const SCENES: Record<string, { name: string; category: ShotCategory; scene: string }> = {
  professional_office: { name: "Professional Office", category: "business", scene: "In a bright modern office with soft window light, confident expression." },
  executive_boardroom: { name: "Executive Boardroom", category: "business", scene: "In a glass-walled boardroom, polished executive look, calm authority." },
  outdoor_natural: { name: "Outdoor Natural", category: "casual", scene: "Outdoors in a green park at golden hour, relaxed natural smile." },
  coffee_shop: { name: "Coffee Shop", category: "casual", scene: "In a cosy coffee shop with warm ambient light, friendly look." },
  gym_active: { name: "Gym Active", category: "fitness", scene: "In a modern gym wearing athletic wear, energetic and focused." },
  yoga_wellness: { name: "Yoga Wellness", category: "fitness", scene: "In a calm yoga studio with natural light, serene expression." },
  studio_artistic: { name: "Studio Artistic", category: "creative", scene: "In a photo studio with dramatic artistic lighting and a plain backdrop." },
  artist_workspace: { name: "Artist Workspace", category: "creative", scene: "In a creative workspace with art supplies softly blurred behind." },
};

export const SHOT_KEYS = Object.keys(SCENES);
