"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { clsx } from "clsx";
import { adminNav } from "@/config/admin";

/** The console's section links; the current section is lit (Overview only on /admin itself). */
export function AdminNav() {
  const pathname = (usePathname() ?? "/").toLowerCase();
  return (
    <nav aria-label="Operator console" className="flex flex-wrap gap-1">
      {adminNav.map((item) => {
        const active = pathname === item.href || (!("exact" in item && item.exact) && pathname.startsWith(`${item.href}/`));
        return (
          <Link
            key={item.href}
            href={item.href}
            aria-current={active ? "page" : undefined}
            className={clsx(
              "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
              active ? "bg-accent text-accent-foreground" : "text-muted-foreground",
            )}
          >
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}
