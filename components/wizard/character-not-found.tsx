import Link from "next/link";
import { SearchX } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";

export function CharacterNotFound() {
  return (
    <section className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <StaticIcon icon={SearchX} aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">Character Not Found</h1>
      <p className="text-muted-foreground">The character you&apos;re looking for doesn&apos;t exist or you don&apos;t have permission to view it.</p>
      <Button asChild className="h-11">
        <Link href="/user/characters">Back to Characters</Link>
      </Button>
    </section>
  );
}
