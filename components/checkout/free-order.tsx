"use client";
import { useState } from "react";
import { Gift, MailCheck } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { notify } from "@/lib/utils/notify";
import { navigate } from "@/lib/utils/navigate";
import { useCreateAction } from "@/lib/query/use-create-action";
import type { FreeCheckoutState } from "./use-checkout-intent";

type Props = {
  intent: FreeCheckoutState;
  productId: string;
  checkoutId: string;
  /** Validates the e-mail; its value, or null to stop. */
  emailForOrder: () => Promise<string | null>;
  onSuccess?: () => void;
};

/**
 * A code that takes the whole price (decision 209): no card; the server records a free order and
 * makes or joins the account exactly as for a paid purchase, then says where the buyer goes. A
 * signed-out order signs nobody in (decision 303): the page then says the set-password link was
 * e-mailed, and stays.
 */
export function FreeOrder({ intent, productId, checkoutId, emailForOrder, onSuccess }: Props) {
  const [mailed, setMailed] = useState<string | null>(null);
  const order = useCreateAction({
    mutationFn: async (_: void, request) => {
      const email = await emailForOrder();
      if (email === null) return null;
      const res = await apiRequest("POST", "/api/checkout/free-order", { productId, email, discountCode: intent.discountCode, checkoutId }, request);
      return (await res.json()) as { message: string; redirectUrl: string; existingAccount?: true; checkEmail?: true };
    },
    onSuccess: (answer) => {
      if (!answer) return;
      notify.success("Order complete", { description: answer.message });
      if (answer.checkEmail) {
        setMailed(answer.message);
        return;
      }
      onSuccess?.();
      order.navigate(() => navigate.assign(answer.redirectUrl));
    },
    onError: (error) => notify.error("Order Failed", { description: serverMessage(error) ?? "The order could not be completed. Please try again." }),
  });

  if (mailed) {
    return (
      <div role="status" className="flex gap-3 rounded-lg border-2 border-emerald-400 bg-emerald-50 p-4 text-emerald-950">
        <StaticIcon icon={MailCheck} aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div className="space-y-1">
          <p className="font-semibold">Check your e-mail</p>
          <p className="text-sm">{mailed}</p>
        </div>
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        order.run();
      }}
      className="space-y-4"
      aria-label="Free order"
    >
      <div role="note" className="flex gap-3 rounded-lg border-2 border-dashed border-emerald-400 bg-emerald-50 p-4 text-emerald-950">
        <StaticIcon icon={Gift} aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div className="space-y-1">
          <p className="font-semibold">Your code covers the whole price</p>
          <p className="text-sm">
            No card is needed. Completing the order adds the purchase to the account for your e-mail; a new account gets a link to set its password by e-mail.
          </p>
        </div>
      </div>
      <Button type="submit" size="lg" className="h-12 w-full" disabled={order.busy} aria-busy={order.busy}>
        {order.busy ? "Completing order…" : "Complete free order"}
      </Button>
    </form>
  );
}
