import type { Metadata } from "next";
import { DashboardView, type DashboardState } from "@/components/dashboard/dashboard-view";
import { CheckoutForm } from "@/components/checkout/checkout-form";
import { CloudStoragePanel } from "@/components/storage/cloud-storage-panel";
import { currentSession } from "@/lib/auth/current-user.server";
import { loadDashboard } from "@/lib/studio/dashboard.server";
import { YourDelivery } from "@/components/dashboard/your-delivery";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const session = await currentSession();
  let state: DashboardState = { kind: "signed-out" };
  if (session) {
    // The layout's guard already read this session; currentSession() is memoised per request.
    const data = await loadDashboard(session.user.id, session.purchase);
    const delivery = data.deliveries.length > 0 ? <YourDelivery deliveries={data.deliveries} /> : undefined;
    state = data.course
      ? { kind: "active", characterCount: data.characterCount, activity: data.activity, course: data.course, storagePanel: <CloudStoragePanel />, delivery }
      : { kind: "no-purchase", email: session.user.email, checkout: <CheckoutForm prefillEmail={session.user.email} /> };
  }
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <DashboardView state={state} />
    </section>
  );
}
