import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ExportAssetsButton } from "./export-assets-button";

type Character = { id: string; name: string; assetCount: number };

/** Each character with its saved asset count and an Export Assets button. */
export function CharacterExports({ characters }: { characters: Character[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Export character assets</CardTitle>
        <CardDescription>Each export makes a new folder named after the character on the drive you choose.</CardDescription>
      </CardHeader>
      <CardContent>
        {characters.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No characters yet.{" "}
            <Link href="/user/characters/new" className="font-medium text-primary underline underline-offset-4">
              Create your first character
            </Link>
          </p>
        ) : (
          <ul className="divide-y">
            {characters.map((c) => (
              <li key={c.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid={`export-${c.id}`}>
                <div>
                  <p className="font-medium">{c.name || "Unnamed Character"}</p>
                  <p className="text-sm text-muted-foreground">{c.assetCount === 1 ? "1 saved asset" : `${c.assetCount} saved assets`}</p>
                </div>
                {c.assetCount > 0 && <ExportAssetsButton characterId={c.id} />}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
