"use client";
// Settings that must be in place in the browser before any page script runs; rendered once by
// the root layout so they are part of every page's client bundle.
import "@/lib/validation/browser-config";

export function BrowserSetup() {
  return null;
}
