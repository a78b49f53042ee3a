import { discountCodeText } from "@/lib/validation/discount";
import { CODE_ALPHABET, deservesGeneratedCode, generateDiscountCode } from "./discount-code";

describe("generateDiscountCode", () => {
  it("makes 12 characters from the unambiguous alphabet, in groups of four, that the code rule accepts", () => {
    for (let i = 0; i < 200; i++) {
      const code = generateDiscountCode();
      expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(
        code
          .replace(/-/g, "")
          .split("")
          .every((c) => CODE_ALPHABET.includes(c)),
      ).toBe(true);
      expect(code).not.toMatch(/[01OIL]/);
      expect(discountCodeText.parse(code)).toBe(code);
    }
  });

  it("does not repeat itself", () => {
    const codes = new Set(Array.from({ length: 1000 }, () => generateDiscountCode()));
    expect(codes.size).toBe(1000);
  });

  it("draws again rather than bias toward the first letters", () => {
    // 248 and above would wrap to the alphabet's start; they are skipped.
    const bytes = [250, 255, 248, 0, 30, 31, 62, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const code = generateDiscountCode((b) => b.map((_, i) => bytes[i]));
    expect(code).toBe(
      `${CODE_ALPHABET[0]}${CODE_ALPHABET[30]}${CODE_ALPHABET[0]}${CODE_ALPHABET[0]}-${CODE_ALPHABET.slice(1, 5)}-${CODE_ALPHABET.slice(5, 9)}`,
    );
  });
});

it("recommends a generated code for 100 % and single-use codes", () => {
  expect(deservesGeneratedCode({ kind: "percent", percentOff: "100", maxRedemptions: "" })).toBe(true);
  expect(deservesGeneratedCode({ kind: "amount", percentOff: "", maxRedemptions: "1" })).toBe(true);
  expect(deservesGeneratedCode({ kind: "percent", percentOff: "25", maxRedemptions: "50" })).toBe(false);
});
