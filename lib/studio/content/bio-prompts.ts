// Spec section 2: the profile form's example bio prompts (eight exist, three are shown at a
// time). Each is a direction for the generated bio, so picking one fills Additional Direction.
export const BIO_PROMPTS = [
  "Former corporate lawyer who quit to teach beginner strength training",
  "Self-taught chef cooking budget family meals in a tiny city kitchen",
  "Digital nomad who has worked remotely from 30 countries",
  "Single parent who built a skincare brand from a kitchen table",
  "Ex-professional dancer now coaching mobility for desk workers",
  "First-generation investor explaining money in plain words",
  "Teacher turning science experiments into 60-second videos",
  "Vintage fashion collector who restyles thrift-store finds",
] as const;

export const BIO_PROMPTS_SHOWN = 3;
