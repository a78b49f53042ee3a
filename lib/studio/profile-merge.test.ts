import { applyGeneratedProfile } from "./profile-merge";
import { PROFILE_DEFAULTS } from "@/lib/validation/profile";

it("fills only the non-empty generated fields and keeps the rest", () => {
  const current = { ...PROFILE_DEFAULTS, headline: "Mine", brandVoice: "Warm", isPublic: true };
  const { profile, changed } = applyGeneratedProfile(current, { name: "Ava", headline: "  Generated  ", aboutMe: "", profession: "Coach", brandVoice: null });
  expect(profile).toEqual({ ...current, headline: "Generated", profession: "Coach" });
  expect(changed).toEqual(["headline", "profession"]);
});

it("changes nothing for an empty generated profile", () => {
  expect(applyGeneratedProfile(PROFILE_DEFAULTS, {})).toEqual({ profile: PROFILE_DEFAULTS, changed: [] });
});
