"use client";
import { Spinner } from "@/components/ui/spinner";
import { AddSocialLinkForm } from "./add-social-link-form";
import { SocialLinkRow } from "./social-link-row";
import { useSocialLinks } from "./use-social-links";
import type { StepProps } from "../types";

export function SocialsStep({ character }: StepProps) {
  const characterId = character.id;
  const { list, add, remove, updateField, revealPassword } = useSocialLinks(characterId);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-lg font-semibold">Social Media Accounts</h2>
        <p className="text-sm text-muted-foreground">Keep each account&apos;s link, audience and login in one place. Passwords are stored encrypted.</p>
      </div>
      {list.isPending ? (
        <p className="flex items-center gap-3 text-sm text-muted-foreground">
          <Spinner className="size-5 border-2" label="Loading social links" /> Loading social links...
        </p>
      ) : list.isError ? (
        <p role="alert" className="text-destructive">
          Could not load the social accounts. Please reload the page.
        </p>
      ) : list.data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">No social accounts yet. Add the first one below.</p>
      ) : (
        list.data.map((link) => (
          <SocialLinkRow
            key={link.id}
            link={link}
            deleting={remove.isPending && remove.variables === link.id}
            onDelete={() => remove.mutate(link.id)}
            onUpdate={(field, value) => updateField(link.id, field, value)}
            onRevealPassword={() => revealPassword(link.id)}
          />
        ))
      )}
      <AddSocialLinkForm pending={add.busy} onAdd={(input) => add.runAsync(input)} />
    </div>
  );
}
