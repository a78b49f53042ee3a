import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { z } from "zod";
import { requireUser } from "@/lib/auth/require-user.server";
import { loadWizard } from "@/lib/studio/characters.server";
import { wizardFirstData } from "@/lib/server/wizard-first-data.server";
import { aiStatus } from "@/lib/ai/providers.server";
import { CharacterNotFound } from "@/components/wizard/character-not-found";
import { DemoModeNote } from "@/components/wizard/demo-mode-note";
import { WizardShell } from "@/components/wizard/wizard-shell";
import { stepIndexFrom, stepLinks, WIZARD_STEPS } from "@/lib/studio/wizard/registry";

export const metadata: Metadata = { title: "Character" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ step?: string | string[] }> };

export default async function CharacterWizardPage({ params, searchParams }: Props) {
  const { user } = await requireUser();
  const { id } = await params;
  // A malformed id, a missing one and another user's all get the same not-found screen.
  const character = z.uuid().safeParse(id).success ? await loadWizard(user.id, id) : null;
  if (!character) return <CharacterNotFound />;
  // The opened step's first data comes with the page, so it is drawn on the server (decision 152).
  const opened = WIZARD_STEPS[stepIndexFrom((await searchParams).step)]!;
  const firstData = await wizardFirstData(user.id, character.id, opened.slug);
  return (
    <HydrationBoundary state={firstData}>
      <WizardShell character={character} steps={stepLinks()} note={<DemoModeNote status={aiStatus()} />} />
    </HydrationBoundary>
  );
}
