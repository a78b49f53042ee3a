"use client";
import { usePathname } from "next/navigation";
import { clsx } from "clsx";
import { IntentLink } from "@/components/ui/intent-link";
import { LinkPendingSpinner } from "@/components/ui/link-pending-spinner";

/**
 * A header link that is highlighted on its own route and the routes under it (paths compared
 * case-insensitively).
 * `roomy` gives the taller touch target of the mobile menu.
 */
export function NavLink({ href, children, roomy, onClick }: { href: string; children: React.ReactNode; roomy?: boolean; onClick?: () => void }) {
  const pathname = (usePathname() ?? "/").toLowerCase();
  const target = href.toLowerCase();
  const here = pathname === target;
  // A section link stays lit on the pages under it (a character's wizard under Characters).
  const within = target !== "/" && pathname.startsWith(`${target}/`);
  const active = here || within;
  return (
    <IntentLink
      href={href}
      onClick={onClick}
      aria-current={here ? "page" : within ? "true" : undefined}
      className={clsx(
        "relative rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
        roomy ? "py-3" : "py-2",
        active ? "bg-accent text-accent-foreground" : "text-muted-foreground",
      )}
    >
      {children}
      <LinkPendingSpinner label={`Loading ${typeof children === "string" ? children.toLowerCase() : "page"}`} className="right-0.5" />
    </IntentLink>
  );
}
