import fc from "fast-check";
import { COMMON_PASSWORDS } from "./common-passwords";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, newPasswordPolicy } from "./password-policy";
import { passwordSetupSchema, setPasswordSchema } from "@/lib/validation/account";

const messageOf = (value: unknown) => {
  const result = newPasswordPolicy.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("password policy", () => {
  it("refuses fewer than 8 characters with the spec's message", () => {
    expect(messageOf("Ab3$xyz")).toBe("Password must be at least 8 characters");
    expect(messageOf(12345678)).toBe("Password must be at least 8 characters");
  });

  it("accepts long passphrases (64 and more) and refuses beyond the hashing cap", () => {
    expect(messageOf("correct horse battery staple ".repeat(3).slice(0, 64))).toBeNull();
    expect(messageOf("x7".repeat(100))).toBeNull();
    expect(messageOf("x".repeat(257))).toBe("Password must be at most 256 characters");
  });

  it("refuses common passwords whatever their case or surrounding spaces", () => {
    expect(isCommonPassword("password123")).toBe(true);
    expect(isCommonPassword(" PassWord123 ")).toBe(true);
    expect(messageOf("Qwerty123")).toBe(COMMON_PASSWORD_MESSAGE);
    expect(messageOf("iloveyou1")).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it("is part of the account's set-password and password-setup schemas", () => {
    expect(setPasswordSchema.safeParse({ password: "Password123" }).error?.issues[0]?.message).toBe(COMMON_PASSWORD_MESSAGE);
    expect(passwordSetupSchema.safeParse({ token: "a".repeat(43), password: "iloveyou1" }).error?.issues[0]?.message).toBe(COMMON_PASSWORD_MESSAGE);
    expect(setPasswordSchema.safeParse({ password: "my new password" }).success).toBe(true);
  });

  it("bundles a real list, every entry at least 8 characters", () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThan(200);
    expect(COMMON_PASSWORDS.filter((p) => p.length < 8)).toEqual([]);
  });

  it("has no composition rule: any uncommon 8+ character string passes", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8, maxLength: 80 }).filter((s) => !isCommonPassword(s)),
        (s) => messageOf(s) === null,
      ),
    );
  });
});
