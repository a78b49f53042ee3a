"use client";
import { toast } from "sonner";

// Spec section 4: at most one toast at a time; a new one replaces the previous.
type Options = { description?: string };

function replace(show: () => string | number) {
  toast.dismiss();
  return show();
}

export const notify = {
  success: (title: string, options: Options = {}) => replace(() => toast.success(title, options)),
  info: (title: string, options: Options = {}) => replace(() => toast(title, options)),
  /** The spec's "destructive" toast. */
  error: (title: string, options: Options = {}) => replace(() => toast.error(title, options)),
};
