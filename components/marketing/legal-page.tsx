import type { ReactNode } from "react";
import { IntentLink } from "@/components/ui/intent-link";
import { siteConfig } from "@/config/site";

/** The frame of /terms, /privacy and /refunds: a readable column, and the other two pages linked. */
export function LegalPage({ title, path, lead, children }: { title: string; path: string; lead: string; children: ReactNode }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{lead}</p>
      <div className="mt-8 grid gap-6 leading-relaxed [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_ul]:grid [&_ul]:gap-2">
        {children}
      </div>
      <nav aria-label="Other policies" className="mt-12 flex flex-wrap gap-4 border-t pt-6 text-sm">
        {siteConfig.legal
          .filter((page) => page.path !== path)
          .map((page) => (
            <IntentLink key={page.path} href={page.path} className="text-primary underline-offset-4 hover:underline">
              {page.label}
            </IntentLink>
          ))}
      </nav>
    </article>
  );
}

/** A link inside running text: underlined, so it is not told apart by colour alone. */
export const inlineLinkClass = "text-primary underline underline-offset-2 hover:text-foreground";

/** The business's contact address as a link, from the site configuration. */
export function ContactAddress() {
  const { contactEmail } = siteConfig.business;
  return (
    <a href={`mailto:${contactEmail}`} className={inlineLinkClass}>
      {contactEmail}
    </a>
  );
}
