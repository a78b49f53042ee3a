"use client";
import { IntentLink } from "@/components/ui/intent-link";
import { siteConfig } from "@/config/site";
import { useAuth } from "@/lib/auth/use-auth";
import { markLogoutIntent } from "@/lib/auth/logout-intent";

const linkClass = "text-sm text-muted-foreground hover:text-foreground";

export function Footer() {
  const { user, purchase } = useAuth();
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
              <IntentLink className={linkClass} href="/logout" onClick={markLogoutIntent}>
                Sign Out
              </IntentLink>
            </nav>
            <div className="flex flex-col gap-2 text-sm text-muted-foreground">
              <span>Help Center</span>
              <span>Contact Support</span>
              <span>Privacy Policy</span>
              <span>Terms of Service</span>
            </div>
          </>
        ) : (
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
        )}
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        © {siteConfig.copyrightYear} {siteConfig.name}. All rights reserved.
      </p>
    </footer>
  );
}
