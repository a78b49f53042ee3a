"use client";
import { ExternalLink, Trash2 } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { outwardHost } from "@/components/ui/outward-mark";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import type { EditableSocialField, SocialLinkDto } from "@/lib/validation/social-link";
import { InlineField } from "./inline-field";
import { PasswordField } from "./password-field";
import { PlatformIcon, platformLabel } from "./platform-icon";

type Props = {
  link: SocialLinkDto;
  onUpdate: (field: EditableSocialField, value: string) => Promise<void>;
  onRevealPassword: () => Promise<string>;
  onDelete: () => void;
  deleting: boolean;
};

/** One social account with its inline-editable fields (spec section 2, Socials step). */
export function SocialLinkRow({ link, onUpdate, onRevealPassword, onDelete, deleting }: Props) {
  const label = platformLabel(link.platform);
  const id = (field: string) => `link-${link.id}-${field}`;

  return (
    <Card data-testid="social-link" data-platform={link.platform}>
      <CardContent className="flex flex-col gap-4 pt-6">
        <div className="flex items-center gap-3">
          <PlatformIcon platform={link.platform} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{label}</p>
            <p className="text-xs text-muted-foreground">
              {link.isVerified && <span className="mr-2 text-emerald-700">✓ Verified</span>}
              {!link.isActive && <span>(Inactive)</span>}
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="size-11 text-destructive"
            aria-label={`Delete ${label} account`}
            disabled={deleting}
            onClick={onDelete}
          >
            <StaticIcon icon={Trash2} />
          </Button>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <Label htmlFor={id("url")}>Profile URL</Label>
            <InlineField
              id={id("url")}
              initial={link.profileUrl}
              save={(v) => onUpdate("profileUrl", v)}
              inputMode="url"
              after={(url) => (
                <Button
                  asChild={Boolean(url)}
                  variant="outline"
                  size="icon"
                  className="size-11 shrink-0"
                  disabled={!url}
                  aria-label="Open profile in a new tab"
                >
                  {url ? (
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      <StaticIcon icon={ExternalLink} data-outward />
                      <span className="sr-only">(opens {outwardHost(url) ?? "the profile"})</span>
                    </a>
                  ) : (
                    <StaticIcon icon={ExternalLink} />
                  )}
                </Button>
              )}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={id("followers")}>Follower Count</Label>
            <InlineField id={id("followers")} initial={link.followerCount} placeholder="125K" save={(v) => onUpdate("followerCount", v)} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={id("login")}>Login Username/Email</Label>
            <InlineField id={id("login")} initial={link.loginName} autoComplete="off" save={(v) => onUpdate("loginName", v)} />
          </div>
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <Label htmlFor={id("password")}>Login Password</Label>
            <PasswordField id={id("password")} hasPassword={link.hasPassword} save={(v) => onUpdate("loginPassword", v)} reveal={onRevealPassword} />
          </div>
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <Label htmlFor={id("notes")}>Notes</Label>
            <InlineField id={id("notes")} initial={link.notes} save={(v) => onUpdate("notes", v)} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
