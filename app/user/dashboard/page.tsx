import type { Metadata } from "next";
import dynamic from "next/dynamic";
import { HydrationBoundary } from "@tanstack/react-query";
import { DashboardView, type DashboardState } from "@/components/dashboard/dashboard-view";
import { CloudStoragePanel } from "@/components/storage/cloud-storage-panel";
import { currentSession } from "@/lib/auth/current-user.server";
import { loadDashboard } from "@/lib/server/dashboard.server";
import { YourDelivery } from "@/components/dashboard/your-delivery";
import { ReconnectNeeded } from "@/components/dashboard/reconnect-needed";
import { reconnectNeededChannels } from "@/lib/publishing/channels.server";
import { connectionsQuery, firstData } from "@/lib/server/wizard-first-data.server";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { NOT_ON_SALE_MESSAGE, saleProductByUuid } from "@/lib/catalog/products.server";

// Only a buyer without a purchase sees the checkout: loaded when rendered, so its form library,
// zod and Stripe (about 55 kB of script) stay off every buyer's dashboard (decision 160).
const CheckoutForm = dynamic(() => import("@/components/checkout/checkout-form").then((m) => m.CheckoutForm));

export const metadata: Metadata = { title: "Dashboard" };

// The checkout, unless the operator took the product off sale (decision 214).
async function checkoutFor(email: string) {
  if (!(await saleProductByUuid(AI_ASSISTED_PRODUCT_UUID))?.active) {
    return (
      <p role="status" className="rounded-xl border bg-card p-6 font-medium">
        {NOT_ON_SALE_MESSAGE}
      </p>
    );
  }
  return <CheckoutForm prefillEmail={email} />;
}

export default async function DashboardPage() {
  const session = await currentSession();
  let state: DashboardState = { kind: "signed-out" };
  if (session) {
    // The layout's guard already read this session; currentSession() is memoised per request.
    // The storage panel's connections come with the page, so it is drawn whole on the server
    // instead of its placeholder rows replaced after the first paint (decision 160); asked beside
    // the dashboard's own data, not after it.
    const [data, connections, broken] = await Promise.all([
      loadDashboard(session.user.id, session.purchase),
      session.purchase ? firstData([connectionsQuery(session.user.id)]) : null,
      session.purchase ? reconnectNeededChannels(session.user.id) : [],
    ]);
    const delivery = data.deliveries.length > 0 ? <YourDelivery deliveries={data.deliveries} /> : undefined;
    const storagePanel =
      data.course && connections ? (
        <HydrationBoundary state={connections}>
          <CloudStoragePanel />
        </HydrationBoundary>
      ) : null;
    state = data.course
      ? {
          kind: "active",
          characterCount: data.characterCount,
          storage: data.storage ?? "",
          assetCount: data.assetCount,
          videoCount: data.videoCount,
          activity: data.activity,
          course: data.course,
          storagePanel,
          delivery,
          reconnect: broken.length > 0 ? <ReconnectNeeded items={broken} /> : undefined,
        }
      : { kind: "no-purchase", email: session.user.email, checkout: await checkoutFor(session.user.email), delivery };
  }
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <DashboardView state={state} />
    </section>
  );
}
