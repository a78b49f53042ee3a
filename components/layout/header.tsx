"use client";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { LogOut, Menu, Sparkles, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import { emailLocalPart, useAuth } from "@/lib/auth/use-auth";
import { NavLink } from "./nav-link";
import { cn } from "@/lib/utils/cn";

type Item = { href: string; label: string };

export function Header() {
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

  const items: Item[] = user
    ? [
        { href: purchase?.purchase?.isCourseVariant ? "/user/course" : "/user/dashboard", label: "Dashboard" },
        { href: "/user/characters", label: "Characters" },
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
      <span data-testid="header-user" className="max-w-40 truncate text-sm font-medium">
        {emailLocalPart(user.email)}
      </span>
      <Button asChild variant="outline" size="sm">
        <Link href="/logout" aria-label="Log out">
          <LogOut /> <span className="hidden sm:inline">Logout</span>
        </Link>
      </Button>
    </div>
  ) : (
    <Button asChild size="sm">
      <Link href="/auth">Login</Link>
    </Button>
  );

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link href="/" className="flex items-center gap-2 font-semibold" aria-label={`${siteConfig.name} home`}>
          <Sparkles className="size-6 text-primary" aria-hidden />
          <span className="hidden sm:inline">{siteConfig.name}</span>
        </Link>
        {/* Kept in the static HTML for crawlers, but not shown until the auth state is known, so a
            signed-in user never sees the visitor links flash first. */}
        <nav aria-label="Main" aria-busy={isLoading} className={cn("hidden items-center gap-1 md:flex", isLoading && "invisible")}>
          {items.map((item) => (
            <NavLink key={item.href} href={item.href}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {account}
          <div ref={menuRef} className="relative md:hidden">
            <Button
              variant="ghost"
              size="icon"
              aria-label={open ? "Close menu" : "Open menu"}
              aria-expanded={open}
              aria-controls="mobile-menu"
              onClick={() => setOpen((v) => !v)}
            >
              {open ? <X /> : <Menu />}
            </Button>
            {open && (
              <nav
                id="mobile-menu"
                aria-label="Mobile"
                className="absolute right-0 top-12 flex w-56 flex-col gap-1 rounded-lg border bg-popover p-2 shadow-lg"
              >
                {items.map((item) => (
                  <NavLink key={item.href} href={item.href} onClick={() => setOpen(false)} className="py-3">
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
