import { randomBytes } from "node:crypto";
import { openWithKey, sealWithKey, SealError } from "./seal";

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
