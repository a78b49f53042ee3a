"use client";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/api/client";
import { clearAuth } from "@/lib/auth/use-auth";
import { clearLogoutIntent, logoutIntended } from "@/lib/auth/logout-intent";
import { hasSignedInHint } from "@/lib/auth/signed-in-hint";
import Link from "next/link";
import { navigate } from "@/lib/utils/navigate";

export const LOGOUT_REDIRECT_DELAY_MS = 100;

const noSubscription = () => () => {};

/**
 * /logout (spec sections 2 and 4): ends the session on the server, clears every cached query,
 * waits 100 ms and reloads the site at / — also when the call fails, which is only logged.
 * It starts by itself only after this tab's Logout link was clicked; reached any other way (a
 * link from another site, a typed URL) it asks first, so a GET never ends a session.
 */
export function LogoutScreen() {
  const queryClient = useQueryClient();
  const started = useRef(false);
  const [confirmed, setConfirmed] = useState(false);
  // null while prerendered and hydrating: the intent lives in this tab's sessionStorage.
  const intended = useSyncExternalStore(noSubscription, logoutIntended, () => null);
  // A visitor who is not signed in in this browser has nothing to log out of (issue 31).
  const signedIn = useSyncExternalStore(
    noSubscription,
    () => hasSignedInHint(),
    () => null,
  );

  const signOut = async () => {
    if (started.current) return;
    started.current = true;
    try {
      await apiRequest("POST", "/api/logout");
    } catch (error) {
      console.error("Logout failed", error);
    }
    clearLogoutIntent();
    queryClient.clear();
    clearAuth();
    await new Promise((r) => setTimeout(r, LOGOUT_REDIRECT_DELAY_MS));
    // A real reload, not a client route (spec: sign-out goes to / by full reload), so no in-memory state survives.
    navigate.assign("/");
  };

  useEffect(() => {
    if (intended) void signOut();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- signOut runs once (the ref guards it)
  }, [intended]);

  if (intended === false && signedIn === false && !confirmed) {
    return (
      <section className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">You are signed out</h1>
        <p className="text-muted-foreground">This browser is not signed in to an account.</p>
        <div className="flex gap-3">
          <Button asChild className="h-11">
            <Link href="/auth">Sign In</Link>
          </Button>
          <Button asChild variant="outline" className="h-11">
            <Link href="/">Home</Link>
          </Button>
        </div>
      </section>
    );
  }
  if (intended === false && !confirmed) {
    return (
      <section className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">Log out?</h1>
        <p className="text-muted-foreground">You are about to sign out of this browser.</p>
        <Button
          className="h-11"
          onClick={() => {
            setConfirmed(true);
            void signOut();
          }}
        >
          Log out
        </Button>
      </section>
    );
  }
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center" aria-live="polite">
      <Spinner label="Signing out" />
      <h1 className="text-2xl font-semibold">Logging out...</h1>
      <p className="text-muted-foreground">Please wait while we sign you out.</p>
    </section>
  );
}
