"use client";
import { useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "@/lib/query/query-client";

/**
 * React Query for the areas that load data in the browser (sign-in, checkout, the account
 * area). The marketing pages have none, so they ship without it (docs/decisions/033).
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(queryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
