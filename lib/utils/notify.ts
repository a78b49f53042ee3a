"use client";
// Spec section 4: at most one toast at a time; a new one replaces the previous.
//
// sonner is about 16 kB of script, and most page views (every marketing page) never show a
// toast, so it is loaded with the first one instead of with every page. <LazyToaster /> in the
// root layout registers itself here and mounts sonner's Toaster once the module has arrived;
// the toast is published only after that, so it is never lost.
type Sonner = typeof import("sonner");
type Options = { description?: string };
type MountToaster = (sonner: Sonner) => Promise<void>;

let mountToaster: MountToaster | null = null;
let loading: Promise<Sonner> | null = null;

/** Called by <LazyToaster /> when it mounts; returns the unregister function. */
export function registerToaster(mount: MountToaster) {
  mountToaster = mount;
  return () => {
    if (mountToaster === mount) mountToaster = null;
  };
}

function sonnerReady(): Promise<Sonner> {
  loading ??= import("sonner").then(async (sonner) => {
    await mountToaster?.(sonner);
    return sonner;
  });
  return loading;
}

function replace(show: (toast: Sonner["toast"]) => void) {
  void sonnerReady().then(({ toast }) => {
    toast.dismiss();
    show(toast);
  });
}

export const notify = {
  success: (title: string, options: Options = {}) => replace((toast) => toast.success(title, options)),
  info: (title: string, options: Options = {}) => replace((toast) => toast(title, options)),
  /** The spec's "destructive" toast. */
  error: (title: string, options: Options = {}) => replace((toast) => toast.error(title, options)),
};
