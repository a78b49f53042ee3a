import Link from "next/link";
import { UserCheck } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/api/client";

/** Spec section 2: shown on e-mail blur when an account already exists for that address. */
export function AccountFound({ email, onUseDifferentEmail }: { email: string; onUseDifferentEmail: () => void }) {
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-primary/30 bg-primary/5 p-4">
      <div className="flex items-start gap-3">
        <StaticIcon icon={UserCheck} aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <p className="font-semibold">Account Found!</p>
          <p className="text-sm text-muted-foreground">
            An account already exists for <span className="font-medium text-foreground">{email}</span>. Sign in to purchase with your account.
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild className="h-11 flex-1">
          <Link href="/auth">Go to Login Page</Link>
        </Button>
        <Button type="button" variant="outline" className="h-11 flex-1" onClick={onUseDifferentEmail}>
          Use a different email address
        </Button>
      </div>
    </div>
  );
}

/** POST /api/check-user-exists; spec section 7: a failed check counts as "not exists". */
export async function accountExists(email: string) {
  try {
    const res = await postJson("/api/check-user-exists", { email });
    if (!res.ok) return false;
    return ((await res.json()) as { exists?: unknown }).exists === true;
  } catch {
    return false;
  }
}
