import { z } from "zod";
import { dollarsAsCents } from "./shared";

// The operator's catalogue (issue 33, decision 214): a product is named by its catalogue id
// ("ai-influencer-creation"); a price change sends whole cents, a sale change on or off with a reason.

/** Route params: a malformed id is answered like a missing one (404). */
export const productIdParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,64}$/) });

// Stripe charges at least $0.50; the top is a guard against a slipped finger.
const MIN_CENTS = 50;
const MAX_CENTS = 100_000_00;
const inRange = (cents: number) => cents >= MIN_CENTS && cents <= MAX_CENTS;
const RANGE_MESSAGE = "Enter a price from $0.50 to $100,000";

/** POST /api/admin/products/{id}/prices: the new price, in whole cents. */
export const priceChangeSchema = z.object({
  amountCents: z.number({ message: "Enter the new price" }).int("Enter whole cents").refine(inRange, RANGE_MESSAGE),
});
export type PriceChangeInput = z.infer<typeof priceChangeSchema>;

/** The console's price form: the price as the operator types it, in dollars and cents. */
export const priceChangeFormSchema = z.object({ amount: dollarsAsCents().refine(inRange, RANGE_MESSAGE) });

/** PATCH /api/admin/products/{id}: on sale or not, and why (kept in the audit log). */
export const productSaleSchema = z.object({
  active: z.boolean({ message: "Say whether the product is on sale" }),
  reason: z.string().trim().min(1, "Say why").max(500, "Reason must be at most 500 characters"),
});
export type ProductSaleInput = z.infer<typeof productSaleSchema>;
