import { IntentLink } from "@/components/ui/intent-link";
import { siteConfig } from "@/config/site";

const link = "text-foreground underline underline-offset-2 hover:text-primary";
const page = (path: string) => siteConfig.legal.find((p) => p.path === path)!;

/** Under the pay button: what the buyer agrees to, and the refund rule, one click away. */
export function CheckoutLegal() {
  const { refundWindowDays } = siteConfig.business;
  return (
    <p className="text-center text-xs text-muted-foreground" data-testid="checkout-legal">
      By completing your purchase you agree to the{" "}
      <IntentLink href="/terms" className={link}>
        {page("/terms").label}
      </IntentLink>
      . {refundWindowDays}-day money back:{" "}
      <IntentLink href="/refunds" className={link}>
        {page("/refunds").label}
      </IntentLink>{" "}
      ·{" "}
      <IntentLink href="/privacy" className={link}>
        {page("/privacy").label}
      </IntentLink>
    </p>
  );
}
