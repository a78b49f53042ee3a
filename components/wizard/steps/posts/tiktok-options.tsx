"use client";
import { useId } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { TIKTOK_PRIVACY_LABELS, type TikTokCreatorDto, type TikTokPrivacy } from "@/lib/validation/publishing";

/** The buyer's TikTok choice while it is being made: direct posting has no privacy until one is picked. */
export type TikTokChoice =
  | { mode: "inbox" }
  | {
      mode: "direct";
      privacyLevel: TikTokPrivacy | null;
      allowComment: boolean;
      allowDuet: boolean;
      allowStitch: boolean;
      disclose: boolean;
      brandOrganic: boolean;
      brandContent: boolean;
    };

export const INBOX: TikTokChoice = { mode: "inbox" };
// TikTok's rules: no visibility chosen in advance, every interaction off until the buyer turns it on.
const DIRECT: TikTokChoice = {
  mode: "direct",
  privacyLevel: null,
  allowComment: false,
  allowDuet: false,
  allowStitch: false,
  disclose: false,
  brandOrganic: false,
  brandContent: false,
};

/** What still stops a direct post, in words; null when it may go. */
export function tiktokWaiting(choice: TikTokChoice): string | null {
  if (choice.mode === "inbox") return null;
  if (!choice.privacyLevel) return "Choose who can see the TikTok video";
  if (choice.disclose && !choice.brandOrganic && !choice.brandContent) return "Choose Your brand, Branded content or both, or stop disclosing";
  return null;
}

/** The request's TikTok part, once tiktokWaiting says nothing. */
export function tiktokRequest(choice: TikTokChoice) {
  if (choice.mode === "inbox" || !choice.privacyLevel) return { mode: "inbox" as const };
  const { privacyLevel, allowComment, allowDuet, allowStitch, disclose, brandOrganic, brandContent } = choice;
  return {
    mode: "direct" as const,
    privacyLevel,
    allowComment,
    allowDuet,
    allowStitch,
    brandOrganic: disclose && brandOrganic,
    brandContent: disclose && brandContent,
    consent: true as const,
  };
}

type Props = { info: TikTokCreatorDto | undefined; loading: boolean; choice: TikTokChoice; onChange: (choice: TikTokChoice) => void };

/**
 * TikTok for a real channel (issue 47): a draft in the creator's inbox, or a direct post made the
 * way TikTok's Direct Post rules ask: the creator's account named from creator_info, only the
 * visibilities it offers and none chosen in advance, interactions off until turned on (and locked
 * off where the creator turned them off), commercial content disclosed on request, and the music
 * terms the buyer agrees to by publishing.
 */
export function TikTokOptions({ info, loading, choice, onChange }: Props) {
  const id = useId();
  const creator = info?.creator;
  const direct = choice.mode === "direct" ? choice : null;
  const set = (change: Partial<Extract<TikTokChoice, { mode: "direct" }>>) => direct && onChange({ ...direct, ...change });
  const interaction = (key: "allowComment" | "allowDuet" | "allowStitch", label: string, off: boolean) => (
    <label className={off ? "flex items-center gap-1 text-muted-foreground" : "flex items-center gap-1"}>
      <input type="checkbox" disabled={off} checked={!off && Boolean(direct?.[key])} onChange={(e) => set({ [key]: e.target.checked })} />
      {label}
      {off && " (turned off in TikTok)"}
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-1.5 rounded-md border p-2 text-sm">
      <legend className="px-1 font-medium">TikTok</legend>
      <label className="flex items-center gap-1">
        <input type="radio" name={`${id}-mode`} checked={choice.mode === "inbox"} onChange={() => onChange(INBOX)} />
        Send to the TikTok inbox as a draft (finish it in the TikTok app)
      </label>
      <label className="flex items-center gap-1">
        <input type="radio" name={`${id}-mode`} disabled={!info?.directPost} checked={choice.mode === "direct"} onChange={() => onChange(DIRECT)} />
        Post directly to TikTok
      </label>
      {loading && <p className="text-xs text-muted-foreground">Asking TikTok about this account…</p>}
      {info?.reason && <p className="text-xs text-muted-foreground">{info.reason}</p>}
      {direct && creator && (
        <div className="flex flex-col gap-1.5 pl-5">
          <p className="text-xs">
            Posting to {creator.nickname} (@{creator.username}) · videos up to {creator.maxVideoPostDurationSec} seconds
          </p>
          <label htmlFor={`${id}-privacy`} className="text-xs font-medium">
            Who can see this video
          </label>
          <NativeSelect
            id={`${id}-privacy`}
            className="h-9 w-48"
            value={direct.privacyLevel ?? ""}
            onChange={(e) => set({ privacyLevel: e.target.value as TikTokPrivacy })}
          >
            <option value="" disabled>
              Choose…
            </option>
            {creator.privacyLevelOptions.map((level) => (
              <option key={level} value={level} disabled={level === "SELF_ONLY" && direct.brandContent}>
                {TIKTOK_PRIVACY_LABELS[level]}
              </option>
            ))}
          </NativeSelect>
          <div className="flex flex-wrap gap-3">
            {interaction("allowComment", "Allow comments", creator.commentDisabled)}
            {interaction("allowDuet", "Allow Duet", creator.duetDisabled)}
            {interaction("allowStitch", "Allow Stitch", creator.stitchDisabled)}
          </div>
          <label className="flex items-center gap-1">
            <input type="checkbox" checked={direct.disclose} onChange={(e) => set({ disclose: e.target.checked })} />
            Disclose commercial content (this video promotes a brand, product or service)
          </label>
          {direct.disclose && (
            <div className="flex flex-col gap-1 pl-5 text-xs">
              <label className="flex items-center gap-1">
                <input type="checkbox" checked={direct.brandOrganic} onChange={(e) => set({ brandOrganic: e.target.checked })} />
                Your brand: labelled &quot;Promotional content&quot;
              </label>
              <label className="flex items-center gap-1">
                <input
                  type="checkbox"
                  disabled={direct.privacyLevel === "SELF_ONLY"}
                  checked={direct.brandContent}
                  onChange={(e) => set({ brandContent: e.target.checked })}
                />
                Branded content (a paid partnership): labelled &quot;Paid partnership&quot;
                {direct.privacyLevel === "SELF_ONLY" && " (not with Only me)"}
              </label>
            </div>
          )}
          <p className="text-xs">
            By publishing, you agree to TikTok&apos;s Music Usage Confirmation{direct.disclose && direct.brandContent && " and Branded Content Policy"}.
          </p>
          <p className="text-xs text-muted-foreground">After publishing, TikTok may take a few minutes to process the video before it shows on the profile.</p>
        </div>
      )}
    </fieldset>
  );
}
