"use client";
import { useState } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";

// Spec section 4: cached data never goes stale, no refetch on focus, no polling, no retries.
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}

export function Providers({ children }: { children: React.ReactNode }) {
  const [client] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
      {/* One toast at a time (a new one replaces the old), 5 s auto-close, swipe right to dismiss. */}
      <Toaster visibleToasts={1} duration={5000} swipeDirections={["right"]} richColors closeButton position="bottom-right" />
    </QueryClientProvider>
  );
}
