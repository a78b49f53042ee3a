"use client";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { apiRequest } from "@/lib/api/client";
import { notify } from "@/lib/utils/notify";
import type { CloudProviderId, CloudProviderView, TestConnectionResponse } from "@/lib/validation/cloud-connection";
import { DEMO_DRIVE } from "@/lib/validation/cloud-providers";
import { ConnectError, connectDrive } from "./connect-popup";
import { ProviderRow } from "./provider-row";
import { ProviderRowsPlaceholder } from "./provider-rows-placeholder";
import { useCloudConnections } from "./use-cloud-connections";

type Busy = { provider: CloudProviderId; action: "connect" | "test" | "disconnect" } | null;

/** Spec sections 2 and 4: connect, disconnect and test a connection per provider, with section 8's toasts. */
export function CloudStoragePanel({ onChange }: { onChange?: () => void }) {
  const { data, isPending, isError, refetchConnections } = useCloudConnections();
  const [busy, setBusy] = useState<Busy>(null);

  async function run(provider: CloudProviderId, action: NonNullable<Busy>["action"], work: () => Promise<void>) {
    setBusy({ provider, action });
    try {
      await work();
    } finally {
      setBusy(null);
    }
  }

  const connect = (p: CloudProviderView) =>
    run(p.provider, "connect", async () => {
      // A provider that is not set up has its Connect disabled with the reason beside it (ProviderRow).
      if (!p.configured) return;
      try {
        const { failure } = await connectDrive(p.provider);
        await refetchConnections();
        onChange?.();
        if (failure) notify.error("Connection Failed", { description: failure });
        else if (p.provider === DEMO_DRIVE) notify.success("Demo drive connected", { description: "Send an export or a package to it, then open it here." });
      } catch (error) {
        notify.error("Connection Failed", { description: error instanceof ConnectError ? error.message : "Failed to connect to cloud storage" });
      }
    });

  const disconnect = (p: CloudProviderView) =>
    run(p.provider, "disconnect", async () => {
      try {
        await apiRequest("DELETE", `/api/cloud-storage/${p.provider}`);
        notify.success("Disconnected", { description: `Successfully disconnected ${p.label}` });
        await refetchConnections();
        onChange?.();
      } catch {
        notify.error("Disconnect Failed", { description: "Failed to disconnect cloud storage" });
      }
    });

  const test = (p: CloudProviderView) =>
    run(p.provider, "test", async () => {
      try {
        const res = await apiRequest("POST", `/api/cloud-storage/${p.provider}/test`);
        const result = (await res.json()) as TestConnectionResponse;
        if (result.tokenRefreshed) notify.info("Token Refreshed", { description: "Please try your operation again" });
        else if (result.success) notify.success("Connection Test Successful", { description: `${p.label} is working properly` });
        else notify.error("Connection Test Failed", { description: "Failed to test connection" });
      } catch {
        notify.error("Connection Test Failed", { description: "Failed to test connection" });
      }
      // A refresh or a revoked authorisation changes what the list shows.
      await refetchConnections();
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Cloud Storage</CardTitle>
        <CardDescription>Connect a drive to export your characters&apos; images, voice clips and scripts.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <ProviderRowsPlaceholder />
        ) : isError || !data ? (
          <p className="text-sm text-destructive">Cloud storage connections could not be loaded. Refresh the page to try again.</p>
        ) : (
          <ul className="divide-y">
            {data.providers.map((p) => (
              <ProviderRow
                key={p.provider}
                provider={p}
                connection={data.connections.find((c) => c.provider === p.provider)}
                busy={busy?.provider === p.provider ? busy.action : null}
                onConnect={() => connect(p)}
                onTest={() => test(p)}
                onDisconnect={() => disconnect(p)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
