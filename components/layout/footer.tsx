"use client";
import { useSyncExternalStore } from "react";
import { IntentLink } from "@/components/ui/intent-link";
import { siteConfig } from "@/config/site";
import { useAuth } from "@/lib/auth/use-auth";
import { markLogoutIntent } from "@/lib/auth/logout-intent";

const linkClass = "text-sm text-muted-foreground hover:text-foreground";

const never = () => () => {};

/**
 * The year for the copyright line. A marketing page is rendered once at build time, so the year
 * it was rendered in (`renderedYear`, from the server) is what its HTML says; hydration keeps
 * that, and the browser then shows the visitor's current year. No stale "© 2025" after New Year,
 * and no hydration mismatch (decision 140).
 */
function useCurrentYear(renderedYear: number) {
  return useSyncExternalStore(
    never,
    () => new Date().getFullYear(),
    () => renderedYear,
  );
}

export function Footer({ renderedYear }: { renderedYear: number }) {
  const { user, purchase } = useAuth();
  const year = useCurrentYear(renderedYear);
  return (
    <footer className="mt-auto border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="font-semibold">{siteConfig.name}</p>
          <p className="mt-2 text-sm text-muted-foreground">Build, launch and grow your own AI influencer.</p>
        </div>
        {user ? (
          <>
            <nav aria-label="Footer" className="flex flex-col gap-2">
              <IntentLink className={linkClass} href="/user/dashboard">
                Dashboard
              </IntentLink>
              {purchase?.hasPurchase && (
                <IntentLink className={linkClass} href="/user/course">
                  Course
                </IntentLink>
              )}
              <IntentLink className={linkClass} href="/services">
                Services
              </IntentLink>
              <IntentLink className={linkClass} href="/user/settings/account">
                Account settings
              </IntentLink>
              <IntentLink className={linkClass} href="/logout" onClick={markLogoutIntent}>
                Sign Out
              </IntentLink>
            </nav>
            <LegalLinks signedIn />
          </>
        ) : (
          <>
            <nav aria-label="Footer" className="flex flex-col gap-2">
              <IntentLink className={linkClass} href="/">
                Home
              </IntentLink>
              <IntentLink className={linkClass} href={siteConfig.showcase.path}>
                Meet {siteConfig.showcase.firstName}
              </IntentLink>
              <IntentLink className={linkClass} href="/services">
                Services
              </IntentLink>
              <IntentLink className={linkClass} href="/checkout">
                Get Started
              </IntentLink>
            </nav>
            <LegalLinks />
          </>
        )}
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        © {year} {siteConfig.business.legalName}. All rights reserved.
      </p>
    </footer>
  );
}

/** Signed in, the column carries the spec's labels "Help Center" and "Contact Support" as plain text (decision 201). */
function LegalLinks({ signedIn = false }: { signedIn?: boolean }) {
  const email = siteConfig.business.contactEmail;
  return (
    <nav aria-label="Legal" className="flex flex-col gap-2">
      {signedIn && <h2 className="text-sm font-semibold">Help Center</h2>}
      {siteConfig.legal.map((page) => (
        <IntentLink key={page.path} className={linkClass} href={page.path}>
          {page.label}
        </IntentLink>
      ))}
      {signedIn ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold">Contact Support</p>
          <a className={linkClass} href={`mailto:${email}`}>
            {email}
          </a>
        </div>
      ) : (
        <a className={linkClass} href={`mailto:${email}`}>
          Contact: {email}
        </a>
      )}
    </nav>
  );
}
