import type { Metadata } from "next";
import { z } from "zod";
import { requireUser } from "@/lib/auth/require-user.server";
import { loadWizard } from "@/lib/studio/characters.server";
import { aiStatus } from "@/lib/ai/providers.server";
import { CharacterNotFound } from "@/components/wizard/character-not-found";
import { WizardShell } from "@/components/wizard/wizard-shell";

export const metadata: Metadata = { title: "Character" };

export default async function CharacterWizardPage({ params }: { params: Promise<{ id: string }> }) {
  const { user } = await requireUser();
  const { id } = await params;
  // A malformed id, a missing one and another user's all get the same not-found screen.
  const character = z.uuid().safeParse(id).success ? await loadWizard(user.id, id) : null;
  if (!character) return <CharacterNotFound />;
  return <WizardShell character={character} aiStatus={aiStatus()} />;
}
