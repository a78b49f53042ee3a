import { cn } from "@/lib/utils/cn";

// Brand marks are not in the icon set; a coloured monogram in each platform's colour reads as well.
const MARKS: Record<string, { text: string; className: string; label: string }> = {
  instagram: { text: "IG", className: "bg-gradient-to-br from-amber-400 via-pink-500 to-purple-600", label: "Instagram" },
  tiktok: { text: "TT", className: "bg-neutral-900", label: "TikTok" },
  youtube: { text: "YT", className: "bg-red-600", label: "YouTube" },
  twitter: { text: "X", className: "bg-neutral-800", label: "Twitter" },
  linkedin: { text: "in", className: "bg-sky-700", label: "LinkedIn" },
  facebook: { text: "f", className: "bg-blue-600", label: "Facebook" },
  snapchat: { text: "SC", className: "bg-yellow-400 text-neutral-900", label: "Snapchat" },
  pinterest: { text: "P", className: "bg-red-700", label: "Pinterest" },
};

export function platformLabel(platform: string) {
  return MARKS[platform]?.label ?? platform;
}

export function PlatformIcon({ platform, className }: { platform: string; className?: string }) {
  const mark = MARKS[platform] ?? { text: platform.slice(0, 2).toUpperCase(), className: "bg-muted-foreground" };
  return (
    <span aria-hidden className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg text-sm font-bold text-white", mark.className, className)}>
      {mark.text}
    </span>
  );
}
