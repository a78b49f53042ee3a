// What a discount code takes off a price (decision 209). Pure, so the checkout, the free order
// and the tests agree on the cent: a percentage rounds to the nearest cent, a fixed amount
// never takes more than the price, and the result is never below zero.

export type DiscountTerms = { kind: "percent" | "amount"; percentOff: number | null; amountOffCents: number | null };

export function discountCentsFor(terms: DiscountTerms, baseCents: number): number {
  const off = terms.kind === "percent" ? Math.round((baseCents * (terms.percentOff ?? 0)) / 100) : (terms.amountOffCents ?? 0);
  return Math.max(0, Math.min(baseCents, off));
}

/** "25 % off", "$10.00 off": how the console and the checkout name a code's terms. */
export function describeDiscount(terms: DiscountTerms, formatCents: (cents: number) => string): string {
  return terms.kind === "percent" ? `${terms.percentOff} % off` : `${formatCents(terms.amountOffCents ?? 0)} off`;
}
