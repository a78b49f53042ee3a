import { z } from "zod";
import { discountCodeText } from "./discount";

// The checkout's one schema module, shared by the checkout form, the payment routes and tests.
const blankAsUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** Spec section 5: the checkout e-mail follows the login e-mail rule. */
export const checkoutEmail = z
  .string()
  .trim()
  .max(254, "Please enter a valid email address")
  .pipe(z.email({ message: "Please enter a valid email address" }));

export const checkoutFormSchema = z.object({ email: checkoutEmail });
export type CheckoutFormValues = z.infer<typeof checkoutFormSchema>;

/**
 * POST /api/create-guest-payment-intent. Strict: the browser never sends an amount, and a body
 * that tries to (or any other unknown key) is refused rather than silently ignored.
 * `clientSecret` names the checkout's current intent so an e-mail change updates it in place.
 */
export const createPaymentIntentSchema = z.strictObject(
  {
    email: z.preprocess(blankAsUndefined, checkoutEmail.optional()),
    productId: z.string().trim().min(1, "Product not found for UUID").max(100, "Product not found for UUID"),
    clientSecret: z
      .string()
      .trim()
      .max(300)
      .regex(/^pi_[A-Za-z0-9_]+_secret_[A-Za-z0-9]+$/, "Invalid client secret")
      .optional(),
    /** One id per mounted checkout form: repeated creates from it are idempotent. */
    checkoutId: z.uuid("Invalid checkout id").optional(),
    /** "Have a code?": the server checks it and prices the intent (decision 209). */
    discountCode: z.preprocess(blankAsUndefined, discountCodeText.optional()),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Prices are set by the server; unknown fields are not accepted" : undefined) },
);

/**
 * POST /api/checkout/free-order: a code that takes the whole price completes the order without
 * a card. The checkout id makes a retried or double-clicked order one order.
 */
export const freeOrderSchema = z.strictObject({
  email: z.preprocess(blankAsUndefined, checkoutEmail.optional()),
  productId: z.string().trim().min(1, "Product not found for UUID").max(100, "Product not found for UUID"),
  discountCode: discountCodeText,
  checkoutId: z.uuid("Invalid checkout id"),
});
export type FreeOrderInput = z.infer<typeof freeOrderSchema>;

/** POST /api/confirm-guest-payment. */
export const confirmPaymentSchema = z.object({
  paymentIntentId: z
    .string({ error: "Missing payment information" })
    .trim()
    .min(1, "Missing payment information")
    .max(255, "Invalid payment information")
    .regex(/^pi_[A-Za-z0-9_]+$/, "Invalid payment information"),
});

/** POST /api/demo-payments/confirm: the demo panel "pays" its intent by its client secret. */
export const demoPaymentSchema = z.object({
  clientSecret: z
    .string()
    .trim()
    .max(300)
    .regex(/^pi_demo_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/, "Invalid client secret"),
});
