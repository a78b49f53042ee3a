import type { WizardCharacter } from "./types";

// The character the wizard's step tests render with, as loadWizard returns it.
export const TEST_CHARACTER_ID = "3f0e1a9c-6a55-4c3c-9f59-0b0f7c1d2e11";
export const testCharacter = {
  id: TEST_CHARACTER_ID,
  name: "Mia Lopez",
  niche: "Travel & Adventure",
  referenceImageUrl: null,
  referenceImageId: "",
  referenceAssetId: undefined,
  gender: "female",
  age: 29,
  ethnicity: null,
  hairColor: "black",
  hairStyle: null,
  eyeColor: "green",
  height: null,
  build: null,
  stylePreference: null,
  distinctiveFeatures: null,
  steps: {},
  images: [],
} satisfies WizardCharacter;
