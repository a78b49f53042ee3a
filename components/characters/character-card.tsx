import Link from "next/link";
import { UserRound } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LinkPendingSpinner } from "@/components/ui/link-pending-spinner";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import { CharacterPicture } from "@/components/media/character-picture";
import type { CharacterSummary } from "@/lib/validation/character";

/**
 * One card of the characters list, with the spec's fallbacks; the badge is the character's own
 * purchase. `belowTheFold`: the picture is fetched only as the card nears the screen.
 */
export function CharacterCard({ character, belowTheFold = false }: { character: CharacterSummary; belowTheFold?: boolean }) {
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="character-card">
      <div className="relative aspect-[3/4] max-h-64 w-full bg-gradient-to-br from-accent to-muted">
        {character.referenceImageUrl ? (
          <CharacterPicture
            src={character.referenceImageUrl}
            shownAs="card"
            priority={belowTheFold ? "lazy" : "auto"}
            alt={`Reference image of ${character.name}`}
            className="size-full object-cover"
          />
        ) : (
          <StaticIcon icon={UserRound} aria-hidden className="absolute inset-0 m-auto size-16 text-primary/40" />
        )}
        <Badge className="absolute left-3 top-3" variant={character.tier === "AI-Assisted" ? "default" : "secondary"}>
          {character.tier}
        </Badge>
      </div>
      <CardContent className="flex flex-1 flex-col gap-2 pt-4">
        <h2 className="text-lg font-semibold">{character.name}</h2>
        <p className="line-clamp-3 text-sm text-muted-foreground">{character.description || "No description provided"}</p>
        <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Type</dt>
          <dd>{character.isPersonalCharacter ? "Personal" : "Client"}</dd>
          {!character.isPersonalCharacter && (
            <>
              <dt className="text-muted-foreground">Client</dt>
              <dd>{character.clientName ?? "Unknown"}</dd>
            </>
          )}
        </dl>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="h-11 w-full">
          <Link href={`/user/characters/${character.id}`} aria-label={`Edit ${character.name}`} className="relative">
            Edit
            <LinkPendingSpinner label={`Loading ${character.name}`} className="right-3" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
