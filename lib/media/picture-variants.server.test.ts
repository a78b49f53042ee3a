import { pictureFileKeys, variantKey, variantOfKey } from "./picture-variants.server";

const ID = "0b0e6d2c-5a3f-4c1e-9f2a-7d1c3b5e9a10";
const ORIGINAL = `characters/6f1f7a00-1111-4222-8333-444455556666/${ID}.png`;

describe("a picture's copy keys", () => {
  it("sit beside the original in the character's folder, one per width", () => {
    expect(variantKey(ORIGINAL, 320)).toBe(`characters/6f1f7a00-1111-4222-8333-444455556666/${ID}.w320.webp`);
    expect(pictureFileKeys(ORIGINAL)).toEqual([ORIGINAL, variantKey(ORIGINAL, 320), variantKey(ORIGINAL, 640)]);
  });

  it("name their asset and width back, and no original or other file is taken for a copy", () => {
    expect(variantOfKey(variantKey(ORIGINAL, 640))).toEqual({ assetId: ID, width: 640 });
    expect(variantOfKey(ORIGINAL)).toBeNull();
    expect(variantOfKey(`characters/x/${ID}.webp`)).toBeNull();
    expect(variantOfKey(`characters/x/${ID}.w320.png`)).toBeNull();
    expect(variantOfKey(`demo-drive/x/${ID}.w320.webp`)).toBeNull();
  });
});
