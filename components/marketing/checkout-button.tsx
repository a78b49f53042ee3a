"use client";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/use-auth";

/**
 * "Create AI Influencer - $39.99": disabled while the auth state loads (spec, landing page).
 * The button keeps its size in both states, so nothing shifts when the state arrives.
 */
export function CheckoutButton({ href = "/checkout", label = "Create AI Influencer - $39.99", className }: { href?: string; label?: string; className?: string }) {
  const { isLoading } = useAuth();
  if (isLoading) {
    return (
      <Button size="lg" disabled className={className}>
        {label}
      </Button>
    );
  }
  return (
    <Button asChild size="lg" className={className}>
      <Link href={href}>{label}</Link>
    </Button>
  );
}
