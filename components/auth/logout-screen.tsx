"use client";
import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/api/client";
import { clearAuth } from "@/lib/auth/use-auth";
import { fullReload } from "@/lib/utils/full-reload";

export const LOGOUT_REDIRECT_DELAY_MS = 100;

/**
 * /logout (spec sections 2 and 4): ends the session on the server, clears every cached query,
 * waits 100 ms and reloads the site at / — also when the call fails, which is only logged.
 */
export function LogoutScreen() {
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      try {
        await apiRequest("POST", "/api/logout");
      } catch (error) {
        console.error("Logout failed", error);
      }
      queryClient.clear();
      clearAuth();
      await new Promise((r) => setTimeout(r, LOGOUT_REDIRECT_DELAY_MS));
      fullReload("/");
    })();
  }, [queryClient]);

  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center" aria-live="polite">
      <Spinner label="Signing out" />
      <h1 className="text-2xl font-semibold">Logging out...</h1>
      <p className="text-muted-foreground">Please wait while we sign you out.</p>
    </section>
  );
}
