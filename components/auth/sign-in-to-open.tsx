"use client";
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { signInHref } from "@/lib/auth/after-auth";
import { useAuth } from "@/lib/auth/use-auth";

// The spec answers a signed-out visit to /user/... with the 404 page. This part of that page
// offers the way in: sign in, then come back to the page asked for (decision 118).
const noSubscription = () => () => {};
const browserPath = () => window.location.pathname + window.location.search;

export function SignInToOpen() {
  // The 404 page is static: the asked-for path is known only in the browser.
  const path = useSyncExternalStore(noSubscription, browserPath, () => null);
  const { isLoading, user } = useAuth();
  if (!path || !isSignedInArea(path) || isLoading || user) return null;
  return (
    <div className="flex flex-col items-center gap-2 rounded-md border px-4 py-3">
      <p className="text-sm">This page is for signed-in buyers. Signed out? Sign in and we&apos;ll bring you back here.</p>
      <Link href={signInHref(path)} className={buttonVariants({ variant: "outline", size: "lg" })}>
        Sign in to open this page
      </Link>
    </div>
  );
}

function isSignedInArea(path: string) {
  const lower = path.toLowerCase();
  return lower === "/user" || lower.startsWith("/user/") || lower.startsWith("/user?");
}
