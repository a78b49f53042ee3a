"use client";
import type { ErrorInfo } from "next/error";
import { ErrorNotice } from "@/components/errors/error-notice";

// Marketing pages are static; a failure here is a client-side one (no lucide-react here: decision 084).
export default function MarketingError({ error, retry }: ErrorInfo) {
  return <ErrorNotice title="This page could not be shown" error={error} retry={retry} />;
}
