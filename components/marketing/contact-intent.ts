"use client";
import { useSyncExternalStore } from "react";

// Which button sent the visitor to the contact form (and for which plan), shared between the
// buttons spread over the services page and the one form, without a provider.
export type ContactIntent = { title: string; plan: string; nonce: number };

let current: ContactIntent = { title: "Schedule Consultation", plan: "consultation", nonce: 0 };
const listeners = new Set<() => void>();

export function openContact(title: string, plan: string) {
  current = { title, plan, nonce: current.nonce + 1 };
  listeners.forEach((l) => l());
}

export function useContactIntent() {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => current,
    () => current,
  );
}
