"use client";
import { useState } from "react";
import Link from "next/link";
import { Upload } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { providerLabels, type CloudProviderId } from "@/lib/validation/cloud-providers";
import { notify } from "@/lib/utils/notify";
import { ConnectError, connectInPopup } from "./connect-popup";
import { ExportProgress } from "./export-progress";
import { ProviderMark } from "./provider-mark";
import { useAssetExport } from "./use-asset-export";
import { useCloudConnections } from "./use-cloud-connections";

/** The wizard's "Export Assets": choose a connected drive, upload the character's assets, see each file. */
export function ExportAssetsButton({ characterId, label = "Export Assets" }: { characterId: string; label?: string }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<CloudProviderId | null>(null);
  const { data, isPending, refetchConnections } = useCloudConnections();
  const { state, start, reset } = useAssetExport(characterId);
  const connections = data?.connections ?? [];
  const selected = chosen ?? connections.find((c) => c.status === "active")?.provider ?? null;
  const running = state.phase === "running";
  const needsReconnect = (state.phase === "failed" && state.reconnect) || connections.find((c) => c.provider === selected)?.status === "broken";

  function toggle(next: boolean) {
    if (running) return; // closing mid-upload would hide the progress of files still being sent
    setOpen(next);
    if (!next) reset();
  }

  async function reconnect(provider: CloudProviderId) {
    try {
      const { failure } = await connectInPopup(provider);
      await refetchConnections();
      if (failure) notify.error("Connection Failed", { description: failure });
      else reset();
    } catch (error) {
      notify.error("Connection Failed", { description: error instanceof ConnectError ? error.message : "Failed to connect to cloud storage" });
    }
  }

  return (
    <Dialog open={open} onOpenChange={toggle}>
      <DialogTrigger asChild>
        <Button variant="outline" className="h-11">
          <StaticIcon icon={Upload} /> {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Export Assets</DialogTitle>
          <DialogDescription>Upload this character&apos;s saved images, voice clips and scripts to a folder named after it.</DialogDescription>
        </DialogHeader>
        {isPending ? (
          <Spinner label="Loading cloud storage connections" className="mx-auto" />
        ) : connections.length === 0 ? (
          <p className="text-sm">
            No cloud storage is connected yet.{" "}
            <Link href="/user/settings/storage" className="font-medium text-primary underline underline-offset-4">
              Connect Dropbox, Google Drive or OneDrive
            </Link>
          </p>
        ) : (
          <fieldset className="grid gap-2" disabled={running}>
            <legend className="mb-2 text-sm font-medium">Export to</legend>
            {connections.map((c) => (
              <label
                key={c.provider}
                className="flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border p-3 has-checked:border-primary has-checked:bg-accent"
              >
                <input
                  type="radio"
                  name="export-drive"
                  className="size-4 accent-(--color-primary)"
                  checked={selected === c.provider}
                  onChange={() => {
                    setChosen(c.provider);
                    reset();
                  }}
                />
                <ProviderMark provider={c.provider} className="size-8" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{providerLabels[c.provider]}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {c.status === "broken" ? "Reconnect needed" : (c.email ?? c.displayName)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {selected && <ExportProgress state={state} label={providerLabels[selected]} />}
        {selected && needsReconnect ? (
          <Button className="h-11" onClick={() => reconnect(selected)}>
            Reconnect {providerLabels[selected]}
          </Button>
        ) : (
          selected && (
            <Button className="h-11" disabled={running} onClick={() => start(selected)}>
              {running ? "Exporting..." : `Export to ${providerLabels[selected]}`}
            </Button>
          )
        )}
      </DialogContent>
    </Dialog>
  );
}
