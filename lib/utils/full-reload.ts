"use client";

/** Leaves the single-page app for a fresh page load, so no in-memory state survives. */
export function fullReload(path: string) {
  // A real reload is the point here (spec: sign-out goes to / by full reload), not a client route.
  window.location.href = path;
}
