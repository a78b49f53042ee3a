import { Lock } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** "Complete Purchase - {price}", with the processing state while the payment is confirmed. */
export function PurchaseButton({ price, processing, disabled }: { price: string; processing: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" size="lg" className="h-12 w-full" disabled={processing || disabled} aria-busy={processing}>
      {processing ? (
        <>
          <Spinner className="size-4 border-2 border-white/40 border-t-white" label="Processing" /> Processing...
        </>
      ) : (
        <>
          <StaticIcon icon={Lock} aria-hidden /> Complete Purchase - {price}
        </>
      )}
    </Button>
  );
}

/** The "Powered by" payment-provider badge. */
export function PoweredByStripe() {
  return (
    <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground" data-testid="powered-by">
      Powered by <span className="font-bold tracking-tight text-[#635bff]">stripe</span>
    </p>
  );
}
