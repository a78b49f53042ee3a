import { IntentLink } from "@/components/ui/intent-link";
import { Button } from "@/components/ui/button";
import { ContactButton } from "@/components/marketing/contact-button";
import { ContactSection } from "@/components/marketing/contact-section";
import { ManagementPlans } from "@/components/marketing/management-plans";
import { Section } from "@/components/marketing/section";
import { siteConfig } from "@/config/site";
import { pageMetadata } from "@/lib/marketing/seo";
import { addOns } from "@/lib/catalog/catalog";

export const metadata = pageMetadata({
  title: "AI Influencer Management Services",
  description:
    "Let our team run your AI influencer: Starter, Professional and Enterprise management plans from $1,000/month, with add-ons and a four-step onboarding.",
  path: "/services",
});

const howItWorks = [
  { title: "Consultation", text: "We learn your goals, niche and audience in a free call." },
  { title: "Character setup", text: "We design or refine your AI influencer and its content plan." },
  { title: "Content production", text: "Posts, videos and captions are produced and scheduled every month." },
  { title: "Growth and reporting", text: "We engage the community, track results and adjust the strategy." },
];

export default function ServicesPage() {
  return (
    <>
      <div className="mx-auto w-full max-w-3xl px-4 pt-14 text-center sm:pt-20">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">AI Influencer Management</h1>
        <p className="mt-3 text-muted-foreground">We create, post and grow your AI influencer for you, every month.</p>
      </div>
      <Section title="Management plans" lead="Choose the posting volume that fits your goals.">
        <ManagementPlans />
      </Section>
      <Section title="Add-ons" lead="Extend any plan.">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {addOns.map((a) => (
            <li key={a.name} className="rounded-xl border bg-card p-5">
              <h3 className="font-semibold">{a.name}</h3>
              <p className="mt-1 font-bold tabular-nums text-service">{a.price}</p>
              <p className="mt-2 text-sm text-muted-foreground">{a.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="How It Works">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {howItWorks.map((step, i) => (
            <li key={step.title} className="rounded-xl border bg-card p-5">
              <span aria-hidden className="flex size-9 items-center justify-center rounded-full bg-service font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-3 font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="contact" title="Talk to our team" lead="Tell us about your project and we reply within one business day.">
        <div className="mx-auto grid max-w-4xl gap-6 lg:grid-cols-[1fr_2fr]">
          <div className="flex flex-col gap-3">
            <ContactButton variant="service" size="lg" title="Schedule Consultation" plan="consultation" />
            <ContactButton variant="outline" size="lg" title="Get Custom Quote" plan="management-enterprise" />
            <Button asChild variant="ghost" size="lg">
              <IntentLink href={siteConfig.showcase.path}>View Case Studies</IntentLink>
            </Button>
          </div>
          <ContactSection />
        </div>
      </Section>
    </>
  );
}
