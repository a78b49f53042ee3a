"use client";
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/api/query-keys";
import { refreshAuth } from "./use-auth";

/** Spec sections 4 and 7: after sign-in or payment success, the user, purchase and characters are read again. */
export function refreshAccountQueries(client: QueryClient) {
  return Promise.all([refreshAuth(), client.invalidateQueries({ queryKey: queryKeys.characters })]);
}
