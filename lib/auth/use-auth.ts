"use client";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api/client";

export type AuthUser = { id: string; email: string; hasPassword: boolean };
export type PurchaseStatus = {
  hasPurchase: boolean;
  purchase: { isCourseVariant: boolean; productUuid: string } | null;
};

export const USER_QUERY_KEY = ["/api/user"] as const;
export const PURCHASE_QUERY_KEY = ["/api/user/purchase"] as const;

/**
 * Auth state of spec section 4: loading, then authenticated when /api/user returns a user,
 * otherwise anonymous. The purchase query runs only once a user exists.
 */
export function useAuth() {
  const userQuery = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: () => getJson<AuthUser>("/api/user", { on401: "returnNull" }),
    retry: false,
    // The user query is always considered stale (it is re-read whenever it is mounted anew).
    staleTime: 0,
  });
  const user = userQuery.data ?? null;
  const purchaseQuery = useQuery({
    queryKey: PURCHASE_QUERY_KEY,
    queryFn: () => getJson<PurchaseStatus>("/api/user/purchase", { on401: "returnNull" }),
    enabled: Boolean(user),
  });
  const isLoading = userQuery.isPending || (Boolean(user) && purchaseQuery.isPending);
  return {
    user,
    purchase: user ? (purchaseQuery.data ?? null) : null,
    isLoading,
    isAuthenticated: Boolean(user),
  };
}

/** "jane" for "jane@example.com"; "User" when there is no e-mail. */
export function emailLocalPart(email: string | null | undefined) {
  const local = email?.split("@")[0];
  return local ? local : "User";
}
