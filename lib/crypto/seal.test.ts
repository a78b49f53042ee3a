import { createCipheriv, randomBytes } from "node:crypto";
import { legacySeal } from "@/tests/helpers/legacy-seal";
import { isLegacySealed, openWithKey, openWithKeys, sealWithKey, SealError } from "./seal.server";

const PURPOSE = "social-link:7f0c2d4e-1111-4a2b-9c3d-000000000001:password";
const OTHER_ROW = "social-link:7f0c2d4e-1111-4a2b-9c3d-000000000002:password";

describe("seal", () => {
  const key = randomBytes(32);

  it("round-trips and never stores the plaintext", () => {
    const sealed = sealWithKey("hunter2-secret", key, PURPOSE);
    expect(sealed).not.toContain("hunter2");
    expect(sealed).toMatch(/^v2\./);
    expect(openWithKey(sealed, key, PURPOSE)).toBe("hunter2-secret");
  });

  it("uses a fresh nonce for each value", () => {
    expect(sealWithKey("same", key, PURPOSE)).not.toBe(sealWithKey("same", key, PURPOSE));
  });

  it("fails loudly with a wrong key or tampered data", () => {
    const sealed = sealWithKey("value", key, PURPOSE);
    expect(() => openWithKey(sealed, randomBytes(32), PURPOSE)).toThrow(SealError);
    const parts = sealed.split(".");
    parts[2] = Buffer.from("tampered").toString("base64url");
    expect(() => openWithKey(parts.join("."), key, PURPOSE)).toThrow(SealError);
    expect(() => openWithKey("garbage", key, PURPOSE)).toThrow(SealError);
  });

  it("does not open a value moved to another row or column: the purpose is bound in", () => {
    const sealed = sealWithKey("hunter2-secret", key, PURPOSE);
    expect(() => openWithKey(sealed, key, OTHER_ROW)).toThrow(SealError);
    expect(() => openWithKey(sealed, key, "cloud-connection:u:dropbox:tokens")).toThrow(SealError);
  });

  it("refuses a truncated tag (Node would accept 4 bytes unless told the length)", () => {
    // A forger who only has to match 4 bytes of tag needs 2^32 tries, not 2^128.
    const nonce = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", key, nonce, { authTagLength: 4 }).setAAD(Buffer.from(PURPOSE));
    const body = Buffer.concat([cipher.update("value", "utf8"), cipher.final()]);
    const short = ["v2", nonce, body, cipher.getAuthTag()].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
    expect(() => openWithKey(short, key, PURPOSE)).toThrow("Sealed value is malformed");
    const [v, n, b, tag] = sealWithKey("value", key, PURPOSE).split(".");
    const cut = Buffer.from(tag!, "base64url").subarray(0, 12).toString("base64url");
    expect(() => openWithKey([v, n, b, cut].join("."), key, PURPOSE)).toThrow("Sealed value is malformed");
  });

  it("still opens a value sealed before purposes were bound in, and says it is one", () => {
    const old = legacySeal("from-before", key);
    expect(isLegacySealed(old)).toBe(true);
    expect(openWithKey(old, key, PURPOSE)).toBe("from-before");
    expect(isLegacySealed(sealWithKey("new", key, PURPOSE))).toBe(false);
  });
});

describe("openWithKeys (key rotation)", () => {
  const current = randomBytes(32);
  const retired = randomBytes(32);

  it("opens with the current key first and says so", () => {
    expect(openWithKeys(sealWithKey("token", current, PURPOSE), [current, retired], PURPOSE)).toEqual({ plaintext: "token", keyIndex: 0 });
  });

  it("opens a value sealed before the rotation with the retired key", () => {
    expect(openWithKeys(sealWithKey("token", retired, PURPOSE), [current, retired], PURPOSE)).toEqual({ plaintext: "token", keyIndex: 1 });
  });

  it("throws when no key opens the value or it belongs to another row, and on malformed input at once", () => {
    expect(() => openWithKeys(sealWithKey("token", randomBytes(32), PURPOSE), [current, retired], PURPOSE)).toThrow(/ENCRYPTION_KEY_PREVIOUS/);
    expect(() => openWithKeys(sealWithKey("token", retired, PURPOSE), [current, retired], OTHER_ROW)).toThrow(SealError);
    expect(() => openWithKeys("garbage", [current, retired], PURPOSE)).toThrow("Sealed value is malformed");
  });
});
