// The payment-return pages' one call: read Stripe's return parameters and confirm the payment
// with the server. Browser-safe; used by both callback pages and unit-tested on its own.
import { postJson } from "@/lib/api/client";

export type ConfirmReturn =
  { ok: true; message: string; redirectUrl?: string; existingAccount?: true } | { ok: false; reason: "params" | "server" | "exception"; message: string };

export async function confirmReturn(params: URLSearchParams): Promise<ConfirmReturn> {
  const paymentIntentId = params.get("payment_intent");
  if (!paymentIntentId) return { ok: false, reason: "params", message: "Missing payment information" };
  if (params.get("redirect_status") !== "succeeded") return { ok: false, reason: "params", message: "Payment was not successful" };
  try {
    const res = await postJson("/api/confirm-guest-payment", { paymentIntentId });
    let data: { success?: boolean; message?: string; redirectUrl?: string; existingAccount?: boolean };
    try {
      data = JSON.parse(await res.text());
    } catch {
      return { ok: false, reason: "exception", message: "Server returned invalid response format" };
    }
    if (!res.ok || !data?.success) return { ok: false, reason: "server", message: data?.message ?? "" };
    return {
      ok: true,
      message: data.message ?? "",
      redirectUrl: data.redirectUrl || undefined,
      // The payment joined an account that existed before it: nobody was signed in.
      ...(data.existingAccount === true && { existingAccount: true as const }),
    };
  } catch (error) {
    return { ok: false, reason: "exception", message: error instanceof Error ? error.message : "" };
  }
}
