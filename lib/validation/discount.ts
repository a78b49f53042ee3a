import { z } from "zod";
import { singleLine } from "./shared";

// Discount codes (issue 33, item 2; decision 209): the operator's create form and the checkout's
// "Have a code?" field, one schema each, shared by the console, the routes and the tests.

/** What a buyer types: letters, digits, dashes and underscores; any case (stored upper-case). */
export const discountCodeText = z
  .string()
  .trim()
  .min(1, "Enter a code")
  .max(40, "A code is at most 40 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "A code is letters, digits, dashes and underscores")
  .transform((code) => code.toUpperCase());

const blankAsUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** POST /api/admin/discounts: a percentage (1-100) or a fixed amount in cents, with optional limits. */
export const discountCreateSchema = z
  .strictObject({
    code: discountCodeText,
    kind: z.enum(["percent", "amount"], { message: "Choose a percentage or a fixed amount" }),
    percentOff: z.preprocess(blankAsUndefined, z.coerce.number().int("Whole percent only").min(1, "1 to 100 %").max(100, "1 to 100 %").optional()),
    amountOffCents: z.preprocess(
      blankAsUndefined,
      z.coerce.number().int("Whole cents only").min(1, "The amount must be at least $0.01").max(10_000_000, "That amount is too large").optional(),
    ),
    expiresAt: z.preprocess(blankAsUndefined, z.coerce.date({ message: "Enter a valid expiry date" }).optional()),
    maxRedemptions: z.preprocess(
      blankAsUndefined,
      z.coerce.number().int("Whole number only").min(1, "At least 1").max(1_000_000, "That is too many").optional(),
    ),
    // A catalogue product id, or none for every product.
    productId: z.preprocess(blankAsUndefined, singleLine().max(100).optional()),
  })
  .superRefine((value, ctx) => {
    if (value.kind === "percent" && value.percentOff === undefined)
      ctx.addIssue({ code: "custom", path: ["percentOff"], message: "Enter a percentage from 1 to 100" });
    if (value.kind === "amount" && value.amountOffCents === undefined)
      ctx.addIssue({ code: "custom", path: ["amountOffCents"], message: "Enter the amount off" });
    if (value.expiresAt && value.expiresAt.getTime() <= Date.now())
      ctx.addIssue({ code: "custom", path: ["expiresAt"], message: "The expiry must be in the future" });
  });
export type DiscountCreateInput = z.infer<typeof discountCreateSchema>;

/** PATCH /api/admin/discounts/:id: a code is only ever deactivated (orders keep pointing at it). */
export const discountChangeSchema = z.strictObject({ active: z.literal(false, { message: "A code can only be deactivated" }) });
