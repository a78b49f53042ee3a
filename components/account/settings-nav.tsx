import Link from "next/link";
import { cn } from "@/lib/utils/cn";

const PAGES = [
  { href: "/user/settings/account", label: "Account" },
  { href: "/user/settings/storage", label: "Cloud storage" },
] as const;

/** The settings area's pages, the current one marked. */
export function SettingsNav({ current }: { current: (typeof PAGES)[number]["href"] }) {
  return (
    <nav aria-label="Settings" className="flex gap-4 border-b text-sm">
      {PAGES.map((p) => (
        <Link
          key={p.href}
          href={p.href}
          aria-current={p.href === current ? "page" : undefined}
          className={cn(
            "-mb-px border-b-2 px-1 py-2",
            p.href === current ? "border-primary font-medium" : "border-transparent text-muted-foreground hover:text-foreground",
          )}
        >
          {p.label}
        </Link>
      ))}
    </nav>
  );
}
