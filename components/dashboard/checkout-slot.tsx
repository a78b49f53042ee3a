/**
 * INTEGRATION SEAM (checkout issue): the dashboard's checkout for a signed-in user without a
 * purchase. At merge the lead replaces this body with
 * `<CheckoutForm prefillEmail={prefillEmail} />` from the checkout branch.
 */
export function CheckoutSlot({ prefillEmail }: { prefillEmail: string }) {
  return (
    <div data-testid="checkout-slot" className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
      The checkout form for <span className="font-medium text-foreground">{prefillEmail}</span> appears here.
    </div>
  );
}
