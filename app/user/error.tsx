"use client";
import type { ErrorInfo } from "next/error";
import { ErrorNotice } from "@/components/errors/error-notice";

// The signed-in area below its layout (the layout's own failures reach app/error.tsx).
export default function AccountError({ error, retry }: ErrorInfo) {
  return <ErrorNotice title="This part of your account could not be shown" error={error} retry={retry} />;
}
