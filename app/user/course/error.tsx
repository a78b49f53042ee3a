"use client";
import type { ErrorInfo } from "next/error";
import { ErrorNotice } from "@/components/errors/error-notice";

// The course page and the buyer's progress.
export default function CourseError({ error, retry }: ErrorInfo) {
  return <ErrorNotice title="The course could not be shown" error={error} retry={retry} />;
}
