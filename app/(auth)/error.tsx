"use client";
import type { ErrorInfo } from "next/error";
import { ErrorNotice } from "@/components/errors/error-notice";

// Sign-in, password setup and reset.
export default function AuthError({ error, retry }: ErrorInfo) {
  return <ErrorNotice title="The sign-in page could not be shown" error={error} retry={retry} />;
}
