"use client";
import { usePathname } from "next/navigation";
import { clsx } from "clsx";
import { IntentLink } from "@/components/ui/intent-link";

/**
 * A header link that is highlighted on its own route (paths compared case-insensitively).
 * `roomy` gives the taller touch target of the mobile menu.
 */
export function NavLink({ href, children, roomy, onClick }: { href: string; children: React.ReactNode; roomy?: boolean; onClick?: () => void }) {
  const pathname = usePathname() ?? "/";
  const active = pathname.toLowerCase() === href.toLowerCase();
  return (
    <IntentLink
      href={href}
      onClick={onClick}
      aria-current={active ? "page" : undefined}
      className={clsx(
        "rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
        roomy ? "py-3" : "py-2",
        active ? "bg-accent text-accent-foreground" : "text-muted-foreground",
      )}
    >
      {children}
    </IntentLink>
  );
}
