"use client";
import type { ErrorInfo } from "next/error";
import { ErrorNotice } from "@/components/errors/error-notice";

// The characters list and the new-character form.
export default function CharactersError({ error, retry }: ErrorInfo) {
  return <ErrorNotice title="Your characters could not be shown" error={error} retry={retry} />;
}
