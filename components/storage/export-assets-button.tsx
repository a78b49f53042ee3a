"use client";
import { useState } from "react";
import { Upload } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { providerLabels, type CloudProviderId } from "@/lib/validation/cloud-providers";
import { notify } from "@/lib/utils/notify";
import { ConnectError, connectDrive } from "./connect-popup";
import { ExportProgress } from "./export-progress";
import { DrivePicker } from "./drive-picker";
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
      const { failure } = await connectDrive(provider);
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
        <DrivePicker
          emptyText="No cloud storage is connected yet."
          legend="Export to"
          name="export-drive"
          connections={connections}
          selected={selected}
          onSelect={(provider) => (setChosen(provider), reset())}
          disabled={running}
          loading={isPending}
        />
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
