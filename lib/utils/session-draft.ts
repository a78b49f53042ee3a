"use client";

// Unsaved form edits kept in this tab's sessionStorage, so moving to another wizard step or
// reloading does not drop them; the draft goes once the form is saved. Storage can be full or
// blocked (private modes): then drafts are simply not kept.
export const sessionDraft = {
  read<T>(key: string): T | null {
    try {
      const raw = window.sessionStorage.getItem(key);
      return raw ? (JSON.parse(raw) as T) : null;
    } catch {
      return null;
    }
  },
  write(key: string, value: unknown) {
    try {
      window.sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // not kept
    }
  },
  clear(key: string) {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // nothing to clear
    }
  },
};
