"use client";
import type { ErrorInfo } from "next/error";
import { ErrorNotice } from "@/components/errors/error-notice";

// Checkout and its payment return page; a retry reads the payment state again, it never pays twice.
export default function CheckoutError({ error, retry }: ErrorInfo) {
  return <ErrorNotice title="The checkout could not be shown" error={error} retry={retry} />;
}
