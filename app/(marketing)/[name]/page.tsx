import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Section } from "@/components/marketing/section";
import { StatGrid } from "@/components/marketing/stat-grid";
import { pageMetadata } from "@/lib/marketing/seo";
import { findShowcaseInfluencer, showcaseInfluencers } from "@/lib/marketing/showcase";

type Props = { params: Promise<{ name: string }> };

// Every showcase is prerendered at build time; any other first name is the 404 page.
export const dynamicParams = false;
export function generateStaticParams() {
  return showcaseInfluencers.map((i) => ({ name: i.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const influencer = findShowcaseInfluencer((await params).name);
  if (!influencer) return {};
  return pageMetadata({
    title: `Meet ${influencer.firstName}, an AI Influencer`,
    description: `${influencer.firstName}: ${influencer.headline}. See her looks, viral videos and results.`,
    path: `/${influencer.slug}`,
  });
}

export default async function ShowcasePage({ params }: Props) {
  const influencer = findShowcaseInfluencer((await params).name);
  if (!influencer) notFound();
  const { firstName } = influencer;
  return (
    <>
      <section className="bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-14 sm:py-20 lg:grid-cols-[1fr_1.3fr]">
          {/* On phones a profile picture above the name, as on the platforms she posts to; the
              name and headline stay the largest things on the first screen (decision 033). */}
          <Image
            src={influencer.variants[0].image}
            alt={`Portrait of ${firstName}`}
            width={600}
            height={800}
            priority
            sizes="(min-width: 1024px) 420px, (min-width: 640px) 384px, 96px"
            className="w-24 rounded-2xl shadow-xl sm:mx-auto sm:w-full sm:max-w-sm"
          />
          <div>
            <p className="text-sm font-semibold text-primary">AI influencer showcase</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">Meet {firstName}</h1>
            <p className="mt-3 text-lg text-muted-foreground">{influencer.headline}</p>
            <StatGrid items={influencer.stats} className="mt-8" />
          </div>
        </div>
      </section>
      <Section title={`${firstName}'s profile`} className="max-w-3xl">
        <p className="mb-6 text-center text-pretty">{influencer.bio}</p>
        <dl className="grid gap-x-6 gap-y-3 rounded-xl border bg-card p-6 sm:grid-cols-[auto_1fr]">
          {influencer.profile.map((p) => (
            <div key={p.label} className="contents">
              <dt className="font-medium text-muted-foreground">{p.label}</dt>
              <dd>{p.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title="One character, four looks" lead="The same face in every image: that is what the course teaches.">
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {influencer.variants.map((v) => (
            <li key={v.name}>
              <figure className="overflow-hidden rounded-xl border bg-card">
                <Image src={v.image} alt={v.alt} width={600} height={800} sizes="(min-width: 1024px) 270px, 45vw" className="aspect-[3/4] w-full" />
                <figcaption className="p-3 text-center font-semibold">{v.name}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Viral videos" lead={`Three of ${firstName}'s most-watched shorts.`}>
        <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-3">
          {influencer.videos.map((video) => (
            <li key={video.title} className="mx-auto w-full max-w-xs overflow-hidden rounded-xl border bg-card sm:max-w-none">
              <div className="relative aspect-[9/16] w-full overflow-hidden">
                <Image src={video.image} alt={video.alt} fill sizes="(min-width: 896px) 290px, (min-width: 640px) 33vw, 100vw" className="object-cover" />
                {/* A cover picture, not a player: no play button that does nothing (issue 44). */}
                <span className="absolute bottom-3 left-3 rounded-full bg-black/60 px-2.5 py-1 text-xs font-medium text-white">Cover picture</span>
              </div>
              <div className="p-4">
                <h3 className="font-semibold">{video.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  {video.views} · {video.likes}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Results" lead={`${firstName}'s numbers after three months.`}>
        <StatGrid items={influencer.metrics} />
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href="/checkout">Create Your Own AI Influencer</Link>
          </Button>
          <Button asChild size="lg" variant="service">
            <Link href="/services">Explore Management Services</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
