import { formatCents, formatDate, formatDateTime, formatMoney } from "./money";

// The console and the buyer's delivery panel share one form (en-US, UTC), so the same row reads
// the same on every page and the server's render matches the browser's.
const at = new Date("2026-11-20T23:59:00Z");

test("dates and times in en-US, in UTC", () => {
  expect(formatDateTime(at)).toBe("Nov 20, 2026, 11:59 PM UTC");
  expect(formatDate(at)).toBe("Nov 20, 2026");
});

test("money in the order's currency; the console's totals in dollars, refunds negative", () => {
  expect(formatMoney(3999, "usd")).toBe("$39.99");
  expect(formatCents(-3999)).toBe("-$39.99");
});
