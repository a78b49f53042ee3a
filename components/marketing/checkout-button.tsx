"use client";
import { buttonVariants } from "@/components/ui/button-variants";
import { IntentLink } from "@/components/ui/intent-link";
import { useAuth } from "@/lib/auth/use-auth";

/**
 * "Create AI Influencer - {current price}": disabled while the auth state loads (spec, landing
 * page). The page passes the label with the catalogue's current price.
 * The button keeps its size in both states, so nothing shifts when the state arrives.
 */
export function CheckoutButton({ href = "/checkout", label, className }: { href?: string; label: string; className?: string }) {
  const { isLoading } = useAuth();
  const look = buttonVariants({ size: "lg", className });
  if (isLoading) {
    return (
      <button type="button" disabled className={look}>
        {label}
      </button>
    );
  }
  return (
    <IntentLink href={href} className={look}>
      {label}
    </IntentLink>
  );
}
