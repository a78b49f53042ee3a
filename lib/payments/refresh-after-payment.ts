"use client";
import type { QueryClient } from "@tanstack/react-query";
import { PURCHASE_QUERY_KEY, USER_QUERY_KEY } from "@/lib/auth/use-auth";

// Spec section 7: after payment success the user, purchase and characters queries are refreshed.
export const CHARACTERS_QUERY_KEY = ["/api/user/characters"] as const;

export function refreshAfterPayment(queryClient: QueryClient) {
  return Promise.all(
    [USER_QUERY_KEY, PURCHASE_QUERY_KEY, CHARACTERS_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
