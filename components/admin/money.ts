const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$39.99", "-$39.99": the console's amounts, in the catalogue's one currency. */
export const formatCents = (cents: number) => usd.format(cents / 100);
