import { discountCentsFor } from "./discount-price";

describe("discountCentsFor", () => {
  it("takes a percentage to the nearest cent", () => {
    expect(discountCentsFor({ kind: "percent", percentOff: 25, amountOffCents: null }, 3999)).toBe(1000);
    expect(discountCentsFor({ kind: "percent", percentOff: 10, amountOffCents: null }, 3999)).toBe(400);
  });
  it("makes 100 % the whole price", () => {
    expect(discountCentsFor({ kind: "percent", percentOff: 100, amountOffCents: null }, 3999)).toBe(3999);
  });
  it("never takes a fixed amount beyond the price", () => {
    expect(discountCentsFor({ kind: "amount", percentOff: null, amountOffCents: 500 }, 3999)).toBe(500);
    expect(discountCentsFor({ kind: "amount", percentOff: null, amountOffCents: 10_000 }, 3999)).toBe(3999);
  });
});
