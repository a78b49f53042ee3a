"use client";
import { useState } from "react";
import { useCreateAction } from "@/lib/query/use-create-action";
import { CloudUpload } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { useHydrated } from "@/components/ui/use-hydrated";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { DrivePicker } from "@/components/storage/drive-picker";
import { useCloudConnections } from "@/components/storage/use-cloud-connections";
import { apiRequest, serverMessage } from "@/lib/api/client";
import Link from "next/link";
import { DEMO_DRIVE, DEMO_DRIVE_PAGE, providerLabels, type CloudProviderId } from "@/lib/validation/cloud-providers";

type Props = { characterId: string };
type SentPackage = { folder: string; name: string; bytes: number };

/** "Send package to drive" (decision 111): the same ZIP as the download, uploaded to a connected drive. */
export function SendPackageToDrive({ characterId }: Props) {
  const [open, setOpen] = useState(false);
  // The step arrives as the server's HTML before its script; a press then would open nothing and
  // say nothing, so the button is disabled until the script can take it (as the wizard's chips).
  const ready = useHydrated();
  const [chosen, setChosen] = useState<CloudProviderId | null>(null);
  const { data, isPending } = useCloudConnections();
  const connections = (data?.connections ?? []).filter((c) => c.status === "active");
  const selected = chosen ?? connections[0]?.provider ?? null;
  const send = useCreateAction({
    mutationFn: async (provider: CloudProviderId, request) =>
      (await (await apiRequest("POST", `/api/cloud-storage/${provider}/package`, { characterId }, request)).json()) as SentPackage,
  });

  function toggle(next: boolean) {
    if (send.busy) return; // closing mid-upload would hide whether the package arrived
    setOpen(next);
    if (!next) send.reset();
  }

  return (
    <Dialog open={open} onOpenChange={toggle}>
      <DialogTrigger asChild>
        <Button variant="outline" className="h-11" disabled={!ready}>
          <StaticIcon icon={CloudUpload} /> Send package to drive
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send package to drive</DialogTitle>
          <DialogDescription>Uploads the package ZIP into a new folder named after the character.</DialogDescription>
        </DialogHeader>
        <DrivePicker
          emptyText="No working cloud storage connection."
          legend="Send to"
          name="package-drive"
          connections={connections}
          selected={selected}
          onSelect={(provider) => (setChosen(provider), send.reset())}
          disabled={send.busy}
          loading={isPending}
        />
        {send.isSuccess && selected && (
          <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
            Saved “{send.data.name}” in the folder “{send.data.folder}” on {providerLabels[selected]}.
            {selected === DEMO_DRIVE && (
              <>
                {" "}
                <Link href={DEMO_DRIVE_PAGE} className="font-medium underline underline-offset-4">
                  Open the demo drive
                </Link>
              </>
            )}
          </p>
        )}
        {send.isError && (
          <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
            {serverMessage(send.error) || "The package could not be sent. Please try again."}
          </p>
        )}
        {selected && (
          <Button className="h-11" disabled={send.busy} onClick={() => send.run(selected)}>
            {send.busy ? `Sending to ${providerLabels[selected]}...` : `Send to ${providerLabels[selected]}`}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
