"use client";
import type { ErrorInfo } from "next/error";
import { ErrorNotice } from "@/components/errors/error-notice";

// The dashboard's server data (purchase, counts, course progress, activity).
export default function DashboardError({ error, retry }: ErrorInfo) {
  return <ErrorNotice title="Your dashboard could not be shown" error={error} retry={retry} />;
}
