"use client";
import { useSyncExternalStore } from "react";
import { localToday, type CalendarDay } from "@/lib/utils/wall-time";

const noSubscription = () => () => {};

/** The browser's own date; null while rendering on the server, which does not know the buyer's day. */
export function useToday(): CalendarDay | null {
  return useSyncExternalStore(
    noSubscription,
    () => localToday(),
    () => null,
  );
}
