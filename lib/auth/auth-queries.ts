"use client";
import type { QueryClient } from "@tanstack/react-query";
import { refreshAuth } from "./use-auth";

export const CHARACTERS_QUERY_KEY = ["/api/user/characters"] as const;

/** Spec sections 4 and 7: after sign-in or payment success, the user, purchase and characters are read again. */
export function refreshAccountQueries(client: QueryClient) {
  return Promise.all([refreshAuth(), client.invalidateQueries({ queryKey: CHARACTERS_QUERY_KEY })]);
}
