import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { publicCharacterPage } from "@/lib/studio/public-page.server";
import { PublicCharacter } from "@/components/public-character/public-character";

// The public character page (issue 48, decision 380): a link-in-bio page the character's
// "Public profile" box turns on; while it is off a visitor gets the 404 page.
type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await publicCharacterPage((await params).slug);
  if (!page) return { robots: { index: false } };
  return { title: page.name, description: page.headline || page.bio.slice(0, 160), alternates: { canonical: page.path } };
}

export default async function PublicCharacterPage({ params }: Props) {
  const page = await publicCharacterPage((await params).slug);
  if (!page) notFound();
  return <PublicCharacter page={page} />;
}
