import type { Metadata } from "next";
import { AdminNav } from "@/components/admin/admin-nav";
import { QueryProvider } from "@/components/layout/query-provider";
import { requireOperatorPage } from "@/lib/admin/operator.server";

// The operator console (issue 23). Anyone but an operator gets the 404 page here, and each page
// checks again for itself, since a layout is not re-run on every navigation.
export const metadata: Metadata = { title: { template: "%s · Operator", default: "Operator" }, robots: { index: false, follow: false } };

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const operator = await requireOperatorPage();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b pb-3">
        <AdminNav />
        <p className="text-sm text-muted-foreground">
          Operator: <span className="font-medium text-foreground">{operator.email}</span>
        </p>
      </div>
      {/* React Query for the actions' one-click-one-request helper (lib/query/use-create-action.ts). */}
      <QueryProvider>{children}</QueryProvider>
    </div>
  );
}
