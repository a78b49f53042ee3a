"use client";
import type { ErrorInfo } from "next/error";
import { ErrorNotice } from "@/components/errors/error-notice";

// Any page without a closer boundary: the header and footer stay, the page shows a retry.
export default function PageError({ error, retry }: ErrorInfo) {
  return <ErrorNotice title="This page could not be shown" error={error} retry={retry} />;
}
