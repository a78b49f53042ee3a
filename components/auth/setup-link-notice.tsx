"use client";
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { passwordSetupEmail } from "@/lib/auth/after-auth";
import { MAIL_QUEUED } from "@/lib/email/mail-status";

const noSubscription = () => () => {};

/**
 * /new-password?mode=setup without a usable token: the password can only be set through the
 * one-time link e-mailed by the sign-in attempt, so the page says where to find it.
 */
export function SetupLinkNotice({ linkProblem, mailQueued }: { linkProblem: boolean; mailQueued: boolean }) {
  // sessionStorage exists only in the browser; the server renders the generic wording.
  const email = useSyncExternalStore(noSubscription, passwordSetupEmail, () => null);
  return (
    <div className="grid gap-4 text-center">
      {linkProblem ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          This password setup link is invalid or has expired.
        </p>
      ) : null}
      {mailQueued ? (
        <>
          <p>
            {MAIL_QUEUED}: the link to set your password
            {email ? (
              <>
                {" "}
                for <strong className="break-all">{email}</strong>
              </>
            ) : null}{" "}
            was not e-mailed. It waits in the site owner&apos;s outbox.
          </p>
          <p className="text-sm text-muted-foreground">Ask the site owner for the link; it works once and expires after 60 minutes.</p>
        </>
      ) : (
        <>
          <p>
            To set your password, please use the link from your e-mail
            {email ? (
              <>
                {" "}
                we sent to <strong className="break-all">{email}</strong>
              </>
            ) : null}
            .
          </p>
          <p className="text-sm text-muted-foreground">
            The link works once and expires after 60 minutes. No e-mail? Check your spam folder, or sign in again to get a new link.
          </p>
        </>
      )}
      <Button asChild variant="outline" size="lg">
        <Link href="/auth">Back to Sign In</Link>
      </Button>
    </div>
  );
}
