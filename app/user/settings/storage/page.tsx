import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/require-user.server";
import { exportableCharacters } from "@/lib/storage/export.server";
import { CloudStoragePanel } from "@/components/storage/cloud-storage-panel";
import { CharacterExports } from "@/components/storage/character-exports";
import { SettingsNav } from "@/components/account/settings-nav";

export const metadata: Metadata = { title: "Cloud storage" };

// Settings › Cloud storage: the connections panel, and an export per character.
export default async function CloudStorageSettingsPage() {
  const { user } = await requireUser();
  const characters = await exportableCharacters(user.id);
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8 sm:py-12">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Cloud storage</h1>
        <p className="text-muted-foreground">Connect Dropbox, Google Drive or OneDrive and send your characters&apos; assets there.</p>
      </div>
      <SettingsNav current="/user/settings/storage" />
      <CloudStoragePanel />
      <CharacterExports characters={characters} />
    </div>
  );
}
