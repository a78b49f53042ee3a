// The edit templates, apart from the step's schema so the step loads without zod (decision 160).
import {
  DEFAULT_EDIT_STYLE,
  MUSIC_BEDS,
  TEXT_STYLES,
  TRANSITIONS,
  type EditStyle,
  type MusicBed,
  type TextStyle,
  type Transition,
} from "@/lib/video/edit-style";

export const EDIT_TEMPLATES = ["Viral TikTok Style", "Instagram Reel", "YouTube Short", "Professional Promo"] as const;
export { MUSIC_BEDS, TEXT_STYLES, TRANSITIONS };

/** Each template's pace: the longest a still holds the screen in the draft video, in seconds (decision 383). */
export const TEMPLATE_PACE: Record<(typeof EDIT_TEMPLATES)[number], number> = {
  "Viral TikTok Style": 3,
  "Instagram Reel": 4,
  "YouTube Short": 5,
  "Professional Promo": 7,
};

/** What the draft video renders and what only the package's edit-plan.md carries: one line on the step. */
export const DRAFT_FOLLOWS_NOTE =
  "The draft video follows the template's pace, the transition, the caption style and the music bed. Editing instructions, the music style you write and visual effects reach only edit-plan.md.";

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

/** The draft video's style from the step's saved data; anything unset or unknown keeps the default. */
export function editStyleOf(data: Record<string, unknown> | undefined): EditStyle {
  const template = data?.template;
  return {
    maxSceneSeconds: isOneOf(EDIT_TEMPLATES, template) ? TEMPLATE_PACE[template] : DEFAULT_EDIT_STYLE.maxSceneSeconds,
    transition: isOneOf<Transition>(TRANSITIONS, data?.transition) ? data.transition : DEFAULT_EDIT_STYLE.transition,
    textStyle: isOneOf<TextStyle>(TEXT_STYLES, data?.textStyle) ? data.textStyle : DEFAULT_EDIT_STYLE.textStyle,
    musicBed: isOneOf<MusicBed>(MUSIC_BEDS, data?.musicBed) ? data.musicBed : DEFAULT_EDIT_STYLE.musicBed,
  };
}
