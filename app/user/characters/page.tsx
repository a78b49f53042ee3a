import Link from "next/link";
import type { Metadata } from "next";
import { Plus, Sparkles } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { CharacterList } from "@/components/characters/character-list";
import { requireUser } from "@/lib/auth/require-user.server";
import { listCharacters } from "@/lib/studio/characters.server";

export const metadata: Metadata = { title: "Characters" };

export default async function CharactersPage() {
  const { user } = await requireUser();
  // Page one is rendered here, as the first paint (no streamed spinner before it: decision 231);
  // the list loads the next ones in the browser (decision 156).
  const firstPage = await listCharacters(user.id);
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">AI Influencer Characters</h1>
        <Button asChild className="h-11">
          <Link href="/user/characters/new">
            <StaticIcon icon={Plus} /> Create Character
          </Link>
        </Button>
      </div>
      {firstPage.characters.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
          <StaticIcon icon={Sparkles} aria-hidden className="size-10 text-primary" />
          <p className="text-lg font-semibold">No characters yet</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Create your first AI influencer: give them a name, a niche and a look, then walk through the twelve steps.
          </p>
        </div>
      ) : (
        <CharacterList firstPage={firstPage} />
      )}
    </section>
  );
}
