"use client";
import type { ErrorInfo } from "next/error";
import { ErrorNotice } from "@/components/errors/error-notice";
import { siteConfig } from "@/config/site";
import { geistSans } from "./geist";
import "./globals.css";

// Replaces the root layout when the layout itself fails, so it brings its own document, styles
// and font; without it such a failure is a blank page.
export default function GlobalError({ error, retry }: ErrorInfo) {
  return (
    <html lang="en" className={`${geistSans.variable} h-full antialiased`}>
      <body className="flex min-h-full flex-col">
        <title>{`Something went wrong | ${siteConfig.name}`}</title>
        <main id="main" className="flex flex-1 flex-col">
          <ErrorNotice title="This page could not be shown" error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
