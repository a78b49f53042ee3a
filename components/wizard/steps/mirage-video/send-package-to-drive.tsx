"use client";
import { useState } from "react";
import Link from "next/link";
import { useCreateAction } from "@/lib/query/use-create-action";
import { CloudUpload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { ProviderMark } from "@/components/storage/provider-mark";
import { useCloudConnections } from "@/components/storage/use-cloud-connections";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { providerLabels, type CloudProviderId } from "@/lib/validation/cloud-providers";

type Props = { characterId: string };
type SentPackage = { folder: string; name: string; bytes: number };

/** "Send package to drive" (decision 111): the same ZIP as the download, uploaded to a connected drive. */
export function SendPackageToDrive({ characterId }: Props) {
  const [open, setOpen] = useState(false);
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
        <Button variant="outline" className="h-11">
          <CloudUpload /> Send package to drive
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send package to drive</DialogTitle>
          <DialogDescription>Uploads the package ZIP into a new folder named after the character.</DialogDescription>
        </DialogHeader>
        {isPending ? (
          <Spinner label="Loading cloud storage connections" className="mx-auto" />
        ) : connections.length === 0 ? (
          <p className="text-sm">
            No working cloud storage connection.{" "}
            <Link href="/user/settings/storage" className="font-medium text-primary underline underline-offset-4">
              Connect Dropbox, Google Drive or OneDrive
            </Link>
          </p>
        ) : (
          <fieldset className="grid gap-2" disabled={send.busy}>
            <legend className="mb-2 text-sm font-medium">Send to</legend>
            {connections.map((c) => (
              <label
                key={c.provider}
                className="flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border p-3 has-checked:border-primary has-checked:bg-accent"
              >
                <input
                  type="radio"
                  name="package-drive"
                  className="size-4 accent-(--color-primary)"
                  checked={selected === c.provider}
                  onChange={() => (setChosen(c.provider), send.reset())}
                />
                <ProviderMark provider={c.provider} className="size-8" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{providerLabels[c.provider]}</span>
                  <span className="block truncate text-xs text-muted-foreground">{c.email ?? c.displayName}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {send.isSuccess && selected && (
          <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
            Saved “{send.data.name}” in the folder “{send.data.folder}” on {providerLabels[selected]}.
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
