// The passport-style reference headshot prompt (spec section 3): the image every later shot
// is made consistent with, so it is plain, frontal and evenly lit.
export type HeadshotCharacter = {
  age?: number | string | null;
  ethnicity?: string | null;
  gender?: string | null;
  hairStyle?: string | null;
  hairColor?: string | null;
  eyeColor?: string | null;
  height?: string | null;
  build?: string | null;
  stylePreference?: string | null;
  distinctiveFeatures?: string | null;
};

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value).trim());

export function referenceHeadshotPrompt(c: HeadshotCharacter): string {
  const who = [text(c.age) && `${text(c.age)}-year-old`, text(c.ethnicity), text(c.gender) || "person"].filter(Boolean).join(" ");
  const details = [
    (text(c.hairStyle) || text(c.hairColor)) && `${[text(c.hairStyle), text(c.hairColor)].filter(Boolean).join(" ")} hair`,
    text(c.eyeColor) && `${text(c.eyeColor)} eyes`,
    text(c.height) && `${text(c.height)} in height`,
    text(c.build) && `${text(c.build)} build`,
    text(c.stylePreference) && `${text(c.stylePreference)} clothing style`,
    text(c.distinctiveFeatures) && `distinctive features: ${text(c.distinctiveFeatures)}`,
  ].filter(Boolean);
  return [
    `Passport-style headshot of a ${who}`,
    details.length ? `, ${details.join(", ")}` : "",
    ". Facing the camera, neutral expression, head and shoulders centred, on a clean white background",
    " with even studio lighting, sharp focus, photorealistic, no text, no accessories covering the face.",
  ].join("");
}
