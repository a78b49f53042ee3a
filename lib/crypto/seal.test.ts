import { randomBytes } from "node:crypto";
import { openWithKey, openWithKeys, sealWithKey, SealError } from "./seal";

describe("seal", () => {
  const key = randomBytes(32);

  it("round-trips and never stores the plaintext", () => {
    const sealed = sealWithKey("hunter2-secret", key);
    expect(sealed).not.toContain("hunter2");
    expect(openWithKey(sealed, key)).toBe("hunter2-secret");
  });

  it("uses a fresh nonce for each value", () => {
    expect(sealWithKey("same", key)).not.toBe(sealWithKey("same", key));
  });

  it("fails loudly with a wrong key or tampered data", () => {
    const sealed = sealWithKey("value", key);
    expect(() => openWithKey(sealed, randomBytes(32))).toThrow(SealError);
    const parts = sealed.split(".");
    parts[2] = Buffer.from("tampered").toString("base64url");
    expect(() => openWithKey(parts.join("."), key)).toThrow(SealError);
    expect(() => openWithKey("garbage", key)).toThrow(SealError);
  });
});

describe("openWithKeys (key rotation)", () => {
  const current = randomBytes(32);
  const retired = randomBytes(32);

  it("opens with the current key first and says so", () => {
    expect(openWithKeys(sealWithKey("token", current), [current, retired])).toEqual({ plaintext: "token", keyIndex: 0 });
  });

  it("opens a value sealed before the rotation with the retired key", () => {
    expect(openWithKeys(sealWithKey("token", retired), [current, retired])).toEqual({ plaintext: "token", keyIndex: 1 });
  });

  it("throws when no key opens the value, and on malformed input at once", () => {
    expect(() => openWithKeys(sealWithKey("token", randomBytes(32)), [current, retired])).toThrow(/ENCRYPTION_KEY_PREVIOUS/);
    expect(() => openWithKeys("garbage", [current, retired])).toThrow("Sealed value is malformed");
  });
});
