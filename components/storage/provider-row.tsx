"use client";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { CloudConnectionView, CloudProviderView } from "@/lib/validation/cloud-connection";
import { DEMO_DRIVE, DEMO_DRIVE_PAGE } from "@/lib/validation/cloud-providers";
import { ProviderMark } from "./provider-mark";

type Props = {
  provider: CloudProviderView;
  connection?: CloudConnectionView;
  busy: "connect" | "test" | "disconnect" | null;
  onConnect(): void;
  onTest(): void;
  onDisconnect(): void;
};

/** What the row says under the name when there is no connection: why Connect is off, or what connecting does. */
function hint(provider: CloudProviderView) {
  if (!provider.configured) return `Not set up on this server: the site owner has not added the ${provider.label} app keys yet, so it cannot connect.`;
  if (provider.provider === DEMO_DRIVE) return "Try sending without a real drive: no sign-in, files stay on this server.";
  return "Not connected";
}

/** One provider in the panel: who it is connected as, its state, and its actions. */
export function ProviderRow({ provider, connection, busy, onConnect, onTest, onDisconnect }: Props) {
  const hintId = `storage-hint-${provider.provider}`;
  const demo = provider.provider === DEMO_DRIVE;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center" data-testid={`storage-${provider.provider}`}>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <ProviderMark provider={provider.provider} />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {provider.label}
            {!provider.configured && <Badge variant="outline">Not configured</Badge>}
            {demo && <Badge variant="outline">Demo</Badge>}
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
              {hint(provider)}
            </p>
          )}
          {demo && connection && (
            <p className="text-sm text-muted-foreground">
              Files stay on this server and count toward your storage; disconnecting deletes them.{" "}
              <Link href={DEMO_DRIVE_PAGE} className="font-medium text-primary underline underline-offset-4">
                Open the demo drive
              </Link>
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
          <Button
            size="sm"
            className="h-11 w-full sm:h-9 sm:w-auto"
            onClick={onConnect}
            disabled={busy !== null || !provider.configured}
            aria-describedby={hintId}
          >
            {busy === "connect" ? "Connecting..." : "Connect"}
          </Button>
        )}
      </div>
    </li>
  );
}
