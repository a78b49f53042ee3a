import Link from "next/link";
import { Button } from "@/components/ui/button";

/** /new-password?mode=reset with a link that can no longer be used: ask for a new one. */
export function ResetLinkNotice() {
  return (
    <div className="grid gap-4 text-center">
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
        This password reset link is invalid or has expired.
      </p>
      <p className="text-sm text-muted-foreground">Reset links work once and expire after 30 minutes.</p>
      <Button asChild size="lg">
        <Link href="/forgot-password">Send a New Link</Link>
      </Button>
      <Button asChild variant="outline" size="lg">
        <Link href="/auth">Back to Sign In</Link>
      </Button>
    </div>
  );
}
