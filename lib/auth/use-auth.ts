"use client";
import { useEffect, useSyncExternalStore } from "react";
import { getJson } from "@/lib/api/client";
import { forgetSignedInHint, hasSignedInHint } from "./signed-in-hint";

export type AuthUser = { id: string; email: string; hasPassword: boolean; isOperator?: boolean };
export type PurchaseStatus = {
  hasPurchase: boolean;
  purchase: { isCourseVariant: boolean; productUuid: string } | null;
};
type AuthSnapshot = { isLoading: boolean; user: AuthUser | null; purchase: PurchaseStatus | null };

// The auth state of spec section 4 as one small store rather than React Query queries: the
// header, footer and checkout buttons need it on every page, and the marketing pages ship no
// React Query at all (docs/decisions/033). The rules are the spec's: loading, then
// authenticated when /api/user returns a user, otherwise anonymous; the purchase is read only
// once a user exists; loading lasts until both have answered; no retries; the user is always
// considered stale, so it is read again whenever a component using it mounts.
const LOADING: AuthSnapshot = { isLoading: true, user: null, purchase: null };
const ANONYMOUS: AuthSnapshot = { isLoading: false, user: null, purchase: null };

let snapshot = LOADING;
let generation = 0;
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: AuthSnapshot) {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/** A browser without the signed-in hint is anonymous at once, with no request (decision 033). */
async function readAuth(): Promise<AuthSnapshot> {
  if (!hasSignedInHint()) return ANONYMOUS;
  let user: AuthUser | null;
  try {
    user = await getJson<AuthUser>("/api/user", { on401: "returnNull" });
  } catch {
    return ANONYMOUS; // the server failed: signed out for this view, the hint is kept
  }
  if (!user) {
    forgetSignedInHint(); // 401: the hint outlived its session
    return ANONYMOUS;
  }
  const purchase = await getJson<PurchaseStatus>("/api/user/purchase", { on401: "returnNull" }).catch(() => null);
  return { isLoading: false, user, purchase };
}

/** Reads the auth state again (after sign-in or payment); an older read that ends later is ignored. */
export function refreshAuth(): Promise<void> {
  const mine = ++generation;
  const run = readAuth().then((next) => {
    if (mine === generation) publish(next);
  });
  inFlight = run;
  void run.finally(() => {
    if (inFlight === run) inFlight = null;
  });
  return run;
}

/** Sign-out: the cached user and purchase are dropped at once. */
export function clearAuth() {
  generation++;
  inFlight = null;
  publish(ANONYMOUS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuth() {
  // The server render (and so the static HTML) is always "loading".
  const state = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => LOADING,
  );
  useEffect(() => {
    void (inFlight ?? refreshAuth());
  }, []);
  return { ...state, isAuthenticated: Boolean(state.user) };
}

/** "jane" for "jane@example.com"; "User" when there is no e-mail. */
export function emailLocalPart(email: string | null | undefined) {
  const local = email?.split("@")[0];
  return local ? local : "User";
}
