"use client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { CloudConnectionView, CloudProviderView } from "@/lib/validation/cloud-connection";
import { ProviderMark } from "./provider-mark";

type Props = {
  provider: CloudProviderView;
  connection?: CloudConnectionView;
  busy: "connect" | "test" | "disconnect" | null;
  onConnect(): void;
  onTest(): void;
  onDisconnect(): void;
};

/** One provider in the panel: who it is connected as, its state, and its actions. */
export function ProviderRow({ provider, connection, busy, onConnect, onTest, onDisconnect }: Props) {
  const hintId = `storage-hint-${provider.provider}`;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center" data-testid={`storage-${provider.provider}`}>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <ProviderMark provider={provider.provider} />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {provider.label}
            {!provider.configured && <Badge variant="outline">Not configured</Badge>}
            {connection?.status === "active" && <Badge variant="success">Connected</Badge>}
            {connection?.status === "broken" && <Badge variant="destructive">Reconnect needed</Badge>}
          </p>
          {connection ? (
            <p className="truncate text-sm text-muted-foreground">
              <span data-testid="storage-display-name">{connection.displayName ?? provider.label}</span>
              {connection.email && <span data-testid="storage-email"> · {connection.email}</span>}
            </p>
          ) : (
            <p id={hintId} className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
              {provider.configured ? "Not connected" : `Not available yet: this site has not set up ${provider.label}.`}
            </p>
          )}
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        {connection ? (
          <>
            {connection.status === "broken" && (
              <Button size="sm" className="h-11 flex-1 sm:h-9" onClick={onConnect} disabled={busy !== null}>
                {busy === "connect" ? "Connecting..." : "Reconnect"}
              </Button>
            )}
            <Button variant="outline" size="sm" className="h-11 flex-1 sm:h-9" onClick={onTest} disabled={busy !== null}>
              {busy === "test" ? "Testing..." : "Test"}
            </Button>
            <Button variant="ghost" size="sm" className="h-11 flex-1 text-destructive sm:h-9" onClick={onDisconnect} disabled={busy !== null}>
              {busy === "disconnect" ? "Disconnecting..." : "Disconnect"}
            </Button>
          </>
        ) : (
          <Button size="sm" className="h-11 w-full sm:h-9 sm:w-auto" onClick={onConnect} disabled={busy !== null} aria-describedby={hintId}>
            {busy === "connect" ? "Connecting..." : "Connect"}
          </Button>
        )}
      </div>
    </li>
  );
}
