"use client";
import { useEffect, useRef, useState } from "react";
import { clsx } from "clsx";
import { buttonVariants } from "@/components/ui/button-variants";
import { IntentLink } from "@/components/ui/intent-link";
import { siteConfig } from "@/config/site";
import { emailLocalPart, useAuth } from "@/lib/auth/use-auth";
import { markLogoutIntent } from "@/lib/auth/logout-intent";
import { NavLink } from "./nav-link";
import type { HeaderIcons } from "./header-icons";

type Item = { href: string; label: string };

export function Header({ icons }: { icons: HeaderIcons }) {
  const { user, purchase, isLoading } = useAuth();
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  // The mobile dropdown closes on a click outside it.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (menuRef.current && !menuRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onPointer);
    return () => document.removeEventListener("mousedown", onPointer);
  }, [open]);

  // The Dashboard link follows the spec's rule (course-variant buyers land on the course); every
  // buyer also gets "Course", since the course is what every offer sells (issue 20, item 7).
  const items: Item[] = user
    ? [
        // An operator's way into the back office (issue 31).
        ...(user.isOperator ? [{ href: "/admin", label: "Operator" }] : []),
        { href: purchase?.purchase?.isCourseVariant ? "/user/course" : "/user/dashboard", label: "Dashboard" },
        { href: "/user/characters", label: "Characters" },
        // A course-variant buyer's Dashboard already is the course: one link, not two (issue 44).
        ...(purchase?.hasPurchase && !purchase.purchase?.isCourseVariant ? [{ href: "/user/course", label: "Course" }] : []),
      ]
    : [
        { href: "/products", label: "Products" },
        { href: "/services", label: "Services" },
        { href: siteConfig.showcase.path, label: `Meet ${siteConfig.showcase.firstName}` },
      ];

  const account = isLoading ? (
    // Same footprint as the Login button, so nothing shifts when the auth state arrives.
    <span aria-hidden className="inline-block h-9 w-20 rounded-md bg-muted" />
  ) : user ? (
    <div className="flex items-center gap-2">
      <span data-testid="header-user" className="max-w-40 truncate text-sm font-medium lg:max-w-64">
        {emailLocalPart(user.email)}
      </span>
      <IntentLink href="/logout" onClick={markLogoutIntent} aria-label="Logout" className={buttonVariants({ variant: "outline", size: "sm" })}>
        {icons.logout} <span className="hidden sm:inline">Logout</span>
      </IntentLink>
    </div>
  ) : (
    <IntentLink href="/auth" className={buttonVariants({ size: "sm" })}>
      Login
    </IntentLink>
  );

  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <IntentLink href="/" className="flex items-center gap-2 font-semibold" aria-label={`${siteConfig.name} home`}>
          {icons.logo}
          <span className="hidden sm:inline">{siteConfig.name}</span>
        </IntentLink>
        {/* Kept in the static HTML for crawlers, but not shown until the auth state is known, so a
            signed-in user never sees the visitor links flash first. */}
        <nav aria-label="Main" aria-busy={isLoading} className={clsx("hidden items-center gap-1 md:flex", isLoading && "invisible")}>
          {items.map((item) => (
            <NavLink key={item.label} href={item.href}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {account}
          <div ref={menuRef} className="relative md:hidden">
            <button
              type="button"
              className={buttonVariants({ variant: "ghost", size: "icon" })}
              aria-label={open ? "Close menu" : "Open menu"}
              aria-expanded={open}
              aria-controls="mobile-menu"
              onClick={() => setOpen((v) => !v)}
            >
              {open ? icons.closeMenu : icons.openMenu}
            </button>
            {open && (
              <nav id="mobile-menu" aria-label="Mobile" className="absolute right-0 top-12 flex w-56 flex-col gap-1 rounded-lg border bg-popover p-2 shadow-lg">
                {items.map((item) => (
                  <NavLink key={item.label} href={item.href} onClick={() => setOpen(false)} roomy>
                    {item.label}
                  </NavLink>
                ))}
              </nav>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
