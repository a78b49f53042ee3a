"use client";
import Link from "next/link";
import { Spinner } from "@/components/ui/spinner";
import { providerLabels, type CloudProviderId } from "@/lib/validation/cloud-providers";
import { ProviderMark } from "./provider-mark";

type Connection = { provider: CloudProviderId; status: string; email: string | null; displayName: string | null };
type Props = {
  /** "Send to", "Export to": what happens to the chosen drive. */
  legend: string;
  /** The radio group's name, one per dialog. */
  name: string;
  connections: Connection[];
  selected: CloudProviderId | null;
  onSelect: (provider: CloudProviderId) => void;
  /** While a transfer runs, the choice is fixed. */
  disabled: boolean;
  /** While the connections load. */
  loading: boolean;
  /** What the dialog says when there is no drive to choose, before the link to connect one. */
  emptyText: string;
};

/** The connected drives as one radio card each, or a link to connect one: the dialogs that send or export to a drive share it. */
export function DrivePicker({ legend, name, connections, selected, onSelect, disabled, loading, emptyText }: Props) {
  if (loading) return <Spinner label="Loading cloud storage connections" className="mx-auto" />;
  if (connections.length === 0) {
    return (
      <p className="text-sm">
        {emptyText}{" "}
        <Link href="/user/settings/storage" className="font-medium text-primary underline underline-offset-4">
          Connect Dropbox, Google Drive or OneDrive
        </Link>
      </p>
    );
  }
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {connections.map((c) => (
        <label
          key={c.provider}
          className="flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border p-3 has-checked:border-primary has-checked:bg-accent"
        >
          <input type="radio" name={name} className="size-4 accent-(--color-primary)" checked={selected === c.provider} onChange={() => onSelect(c.provider)} />
          <ProviderMark provider={c.provider} className="size-8" />
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{providerLabels[c.provider]}</span>
            <span className="block truncate text-xs text-muted-foreground">{c.status === "broken" ? "Reconnect needed" : (c.email ?? c.displayName)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
