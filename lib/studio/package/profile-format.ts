import { PROFILE_SECTIONS } from "@/lib/studio/wizard/profile/profile-fields";
import { PROFILE_TEXT_FIELDS, type ProfileTextField } from "@/lib/validation/profile";

// The character's profile for the package, as JSON (for tools) and Markdown (for people). Social
// accounts go without their login name, password or notes: a package is made to be shared.

export type ProfileSource = {
  name: string;
  description: string | null;
  niche: string | null;
  gender: string | null;
  age: number | null;
  ethnicity: string | null;
  hairColor: string | null;
  hairStyle: string | null;
  eyeColor: string | null;
  build: string | null;
  stylePreference: string | null;
  distinctiveFeatures: string | null;
  personalityTrait1: string | null;
  personalityTrait2: string | null;
  personalityTrait3: string | null;
  location: string | null;
  profile: Partial<Record<ProfileTextField, string | null>> | null;
  socialLinks: { platform: string; profileUrl: string; followerCount: string }[];
};

const APPEARANCE = [
  ["gender", "Gender"],
  ["age", "Age"],
  ["ethnicity", "Ethnicity"],
  ["hairColor", "Hair colour"],
  ["hairStyle", "Hair style"],
  ["eyeColor", "Eye colour"],
  ["build", "Build"],
  ["stylePreference", "Style"],
  ["distinctiveFeatures", "Distinctive features"],
] as const;

const present = (value: unknown): value is string | number => value !== null && value !== undefined && String(value).trim() !== "";

export function profileDocument(source: ProfileSource) {
  const appearance = Object.fromEntries(APPEARANCE.filter(([key]) => present(source[key])).map(([key]) => [key, source[key]]));
  const profile = Object.fromEntries(PROFILE_TEXT_FIELDS.filter((f) => present(source.profile?.[f])).map((f) => [f, source.profile![f]]));
  return {
    name: source.name || "Unnamed Character",
    description: source.description ?? "",
    niche: source.niche ?? "",
    location: source.location ?? "",
    appearance,
    personalityTraits: [source.personalityTrait1, source.personalityTrait2, source.personalityTrait3].filter(present),
    profile,
    socialAccounts: source.socialLinks.map(({ platform, profileUrl, followerCount }) => ({ platform, profileUrl, followerCount })),
  };
}
export type ProfileDocument = ReturnType<typeof profileDocument>;

export const profileJson = (doc: ProfileDocument) => `${JSON.stringify(doc, null, 2)}\n`;

// Markdown text from the buyer: kept as written, except that a line may not start a heading.
const block = (text: string) => text.trim().replace(/^#/gm, "\\#");

export function profileMarkdown(doc: ProfileDocument): string {
  const out = [`# ${block(doc.name)}`, ""];
  if (doc.niche) out.push(`**Niche:** ${block(doc.niche)}`, "");
  if (doc.description) out.push(block(doc.description), "");
  const facts = [...APPEARANCE.filter(([key]) => key in doc.appearance).map(([key, label]) => `- **${label}:** ${doc.appearance[key]}`)];
  if (doc.location) facts.push(`- **Location:** ${block(doc.location)}`);
  if (doc.personalityTraits.length) facts.push(`- **Personality:** ${doc.personalityTraits.join(", ")}`);
  if (facts.length) out.push("## Appearance and personality", "", ...facts, "");
  for (const section of PROFILE_SECTIONS) {
    const fields = section.fields.filter((f) => f.name in doc.profile);
    if (fields.length === 0) continue;
    out.push(`## ${section.title}`, "");
    for (const f of fields) out.push(`### ${f.label}`, "", block(String(doc.profile[f.name])), "");
  }
  if (doc.socialAccounts.length) {
    out.push("## Social accounts", "");
    for (const s of doc.socialAccounts) out.push(`- **${s.platform}:** ${s.profileUrl}${s.followerCount ? ` (${s.followerCount} followers)` : ""}`);
    out.push("");
  }
  return out.join("\n");
}
