"use client";
import { QueryClient } from "@tanstack/react-query";

// Spec section 4: cached data never goes stale, no refetch on focus, no polling, no retries.
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * One cache for the whole visit in the browser, so moving between the sign-in, checkout and
 * account areas (each with its own layout and provider) keeps what was loaded; a fresh one per
 * server render, so no request ever sees another's data.
 */
export function queryClient() {
  if (typeof window === "undefined") return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
