import "server-only";
import { createHash } from "node:crypto";
import { BadRequestError, ConflictError } from "@/lib/api/errors";
import { throttle } from "@/lib/policy/throttle.server";
import type { SessionUser } from "@/lib/auth/session.server";
import type { FreeOrderInput } from "@/lib/validation/checkout";
import { onSaleProduct } from "@/lib/catalog/products.server";
import { fulfil } from "./fulfil.server";
import { purchaseResult } from "./confirm.server";
import { discountOf, holdDiscount, quoteDiscount } from "./discounts.server";

export const NOT_FREE_MESSAGE = "This code does not cover the whole price. Apply it again to pay the rest.";

/** A signed-out free order made a new account: nobody is signed in; the link to it is in the owner's inbox (issue 42). */
export const freeOrderCheckEmail = (email: string) =>
  `Your order is complete. We've e-mailed ${email} a link to set your password; open it to reach your purchase.`;

/**
 * POST /api/checkout/free-order (decision 209): a code that takes the whole price. No payment
 * intent is made anywhere; the order gets its own id ("free_…", from the checkout, product and
 * e-mail, so a retry is the same order), a hold on the code, and then THE fulfilment with an
 * amount of 0, which creates or joins the account exactly as a paid purchase does. It signs no
 * browser in (issue 42, decision 303): anyone may type any e-mail, and with no payment there is
 * nothing that ties the order to the address's owner. A new account's receipt carries the
 * set-password link instead, and the answer says to look for it.
 */
export async function placeFreeOrder(input: FreeOrderInput, session: SessionUser | null, clientIp: string) {
  await throttle("checkoutPerIp", clientIp);
  // Today's price, and only while the product is on sale (decision 214).
  const { product, price } = await onSaleProduct(input.productId);
  const email = (session?.user.email ?? input.email)?.toLowerCase();
  if (!email) throw new BadRequestError("Enter your e-mail to complete the order");
  const orderId = `free_${createHash("sha256").update(`${input.checkoutId}|${product.uuid}|${email}`).digest("hex").slice(0, 32)}`;

  // A retry finds this order's hold (it may have used the code's last redemption) and fulfils again.
  let discount = await discountOf(orderId);
  if (!discount) {
    const quote = await quoteDiscount(input.discountCode, product, clientIp);
    if (quote.amountCents !== 0) throw new ConflictError(NOT_FREE_MESSAGE);
    discount = await holdDiscount(quote, clientIp, orderId, email);
  }
  if (discount.discountCents !== product.priceInCents) throw new ConflictError(NOT_FREE_MESSAGE);
  const outcome = await fulfil({
    paymentIntentId: orderId,
    email,
    productUuid: product.uuid,
    priceId: price.id,
    amountCents: 0,
    currency: product.currency,
    discount: { codeId: discount.codeId, cents: discount.discountCents },
    mailPasswordLink: !session,
  });
  if (!session && outcome.status !== "duplicate-event" && outcome.active && outcome.createdAccount && !outcome.hasPassword) {
    return { result: { success: true as const, checkEmail: true as const, message: freeOrderCheckEmail(email), redirectUrl: "/auth" } };
  }
  return purchaseResult(outcome, { session, paidFromThisBrowser: false });
}
