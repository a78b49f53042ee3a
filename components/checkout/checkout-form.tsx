"use client";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/use-auth";
import { AI_ASSISTED_PRODUCT_UUID, findProductByUuid } from "@/lib/catalog/catalog";
import { checkoutFormSchema, type CheckoutFormValues } from "@/lib/validation/checkout";
import { useCheckoutIntent } from "./use-checkout-intent";
import { AccountFound, accountExists } from "./account-found";
import { StripePayment } from "./stripe-payment";
import { DemoPayment } from "./demo-payment";
import { PoweredByStripe } from "./purchase-button";
import { CheckoutLegal } from "./checkout-legal";
import { DiscountCode } from "./discount-code";
import { FreeOrder } from "./free-order";
import { formatMoney } from "@/lib/utils/money";

/**
 * The "Complete Your Purchase" card (spec section 2). On /checkout for visitors and, with the
 * e-mail prefilled and read-only, on the dashboard of a signed-in user without a purchase.
 * Signed-in purchases return to /user/checkout-callback, guest ones to /checkout-callback.
 */
export function CheckoutForm({ productId, prefillEmail, onSuccess }: { productId?: string; prefillEmail?: string; onSuccess?: () => void }) {
  const { user } = useAuth();
  const fixedEmail = prefillEmail ?? user?.email;
  const product = findProductByUuid(productId ?? AI_ASSISTED_PRODUCT_UUID);
  const form = useForm<CheckoutFormValues>({ resolver: zodResolver(checkoutFormSchema), defaultValues: { email: fixedEmail ?? "" }, mode: "onTouched" });
  const [committedEmail, setCommittedEmail] = useState<string | undefined>(fixedEmail);
  const [existingAccount, setExistingAccount] = useState<string | null>(null);
  // The signed-in user's e-mail arrives after the first render.
  useEffect(() => {
    if (fixedEmail) form.setValue("email", fixedEmail);
  }, [fixedEmail, form]);
  const { intent, failure, retry, sync, applyCode, checkoutId } = useCheckoutIntent(product?.uuid ?? productId ?? "", fixedEmail ?? committedEmail);

  if (!product)
    return (
      <p role="alert" className="text-destructive">
        Product not found for UUID
      </p>
    );

  async function onEmailBlur() {
    if (fixedEmail || !(await form.trigger("email"))) return;
    const email = form.getValues("email").trim().toLowerCase();
    setExistingAccount((await accountExists(email)) ? email : null);
    setCommittedEmail(email);
  }

  function useDifferentEmail() {
    setExistingAccount(null);
    form.reset({ email: "" });
    form.setFocus("email");
  }

  // A free order: the e-mail must be valid; it goes with the order itself.
  async function emailForOrder() {
    if (!(await form.trigger("email"))) return null;
    return form.getValues("email").trim().toLowerCase();
  }

  // Before paying: the e-mail must be valid and on the intent, and the intent still today's: one
  // replaced meanwhile (the price changed) stops the payment so the buyer sees the new price.
  async function beforePay() {
    if (!(await form.trigger("email"))) return false;
    const email = form.getValues("email").trim().toLowerCase();
    const before = intent && !intent.free ? intent.clientSecret : null;
    const now = await sync(email);
    return now !== null && !now.free && now.clientSecret === before;
  }

  const returnPath = user || prefillEmail ? "/user/checkout-callback" : "/checkout-callback";
  const returnUrl = typeof window === "undefined" ? returnPath : new URL(returnPath, window.location.origin).toString();
  const emailError = form.formState.errors.email?.message;
  // Spec section 4: on success the "Payment Successful" toast, then the caller's success callback.
  // The button names the server's total (the catalogue's price, less an applied code).
  const payable = intent && !intent.free ? intent : null;
  const panelProps = payable && { intent: payable, price: formatMoney(payable.amountCents, payable.currency), returnUrl, beforePay, onSuccess };

  return (
    <Card className="w-full">
      <CardHeader>
        <CardTitle className="text-xl">Complete Your Purchase</CardTitle>
        <CardDescription>
          {/* A video pack opens nothing at once: its videos come later (decision 430). */}
          {product.videos
            ? `One-time payment. Delivered within ${product.deliveryBusinessDays} business days.`
            : "One-time payment. Instant access after purchase."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="space-y-2">
          <Label htmlFor="checkout-email">Email</Label>
          <Input
            id="checkout-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            readOnly={Boolean(fixedEmail)}
            aria-invalid={Boolean(emailError)}
            aria-describedby={emailError ? "checkout-email-error" : undefined}
            className="h-11"
            {...form.register("email", { onBlur: onEmailBlur })}
          />
          {emailError && (
            <p id="checkout-email-error" className="text-sm text-destructive">
              {emailError}
            </p>
          )}
        </div>
        {intent?.priceChanged && (
          <p
            role="status"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            The price changed since this checkout was opened: it is now {formatMoney(intent.baseCents, intent.currency)}.
          </p>
        )}
        {!existingAccount && <DiscountCode intent={intent} applyCode={applyCode} />}
        {existingAccount ? (
          <AccountFound email={existingAccount} onUseDifferentEmail={useDifferentEmail} />
        ) : intent?.free ? (
          <FreeOrder intent={intent} productId={product.uuid} checkoutId={checkoutId} emailForOrder={emailForOrder} onSuccess={onSuccess} />
        ) : !panelProps && failure ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-sm">
            <p className="text-destructive">{failure}</p>
            <Button type="button" variant="outline" onClick={retry}>
              Try again
            </Button>
          </div>
        ) : !panelProps ? (
          <div className="flex flex-col items-center gap-3 py-10 text-sm text-muted-foreground">
            <Spinner label="Preparing checkout" />
            <p>Preparing checkout...</p>
          </div>
        ) : panelProps.intent.mode === "demo" ? (
          <DemoPayment {...panelProps} />
        ) : (
          <StripePayment key={panelProps.intent.clientSecret} {...panelProps} />
        )}
        <CheckoutLegal />
        {/* Stripe's badge only where Stripe takes the payment: never on the labelled demo (issue 44). */}
        {panelProps && panelProps.intent.mode === "stripe" && <PoweredByStripe />}
      </CardContent>
    </Card>
  );
}
