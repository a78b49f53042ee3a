// The step's choices, apart from its schema so the step loads without zod (decision 160).
export const SHOT_STYLES = ["Close-up Portrait", "Medium Shot", "Wide Shot", "Action Shot"] as const;
export const BACKGROUNDS = ["Studio white", "Modern office", "Cozy home", "Outdoor nature", "Urban city", "Minimalist"] as const;
