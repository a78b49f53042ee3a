// How the console and the buyer's delivery panel write dates and money: one form, in UTC, so
// the server's render and the browser's agree.
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export const formatDateTime = (value: Date) => `${dateTime.format(value)} UTC`;
export const formatDate = (value: Date) => date.format(value);

/** "$39.99": an amount in cents, in its currency, as buyers and the console read it. */
export function formatMoney(amountCents: number, currency: string) {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(amountCents / 100);
}

/** "$39.99", "-$39.99": the console's totals, in the catalogue's one currency. */
export const formatCents = (cents: number) => formatMoney(cents, "usd");
