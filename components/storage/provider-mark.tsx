import { Cloud, HardDrive, Package, Server } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { cn } from "@/lib/utils/cn";
import type { CloudProviderId } from "@/lib/validation/cloud-connection";

// A coloured tile per provider in its brand colour, so the rows are told apart at a glance.
const marks: Record<CloudProviderId, { icon: typeof Cloud; className: string }> = {
  dropbox: { icon: Package, className: "bg-[#0061fe] text-white" },
  google_drive: { icon: HardDrive, className: "bg-[#1fa463] text-white" },
  onedrive: { icon: Cloud, className: "bg-[#0364b8] text-white" },
  // The demo drive is no brand: a neutral tile.
  demo: { icon: Server, className: "bg-slate-700 text-white" },
};

export function ProviderMark({ provider, className }: { provider: CloudProviderId; className?: string }) {
  const { icon, className: colours } = marks[provider];
  return (
    <span aria-hidden className={cn("grid size-10 shrink-0 place-items-center rounded-lg", colours, className)}>
      <StaticIcon icon={icon} className="size-5" />
    </span>
  );
}
