// GET /api/user/characters/{id}/script: what the browser's "Download Script" receives.

/**
 * The character's script (decision 112): the Mirage Video step's script box, or while it is empty
 * the latest script generated for the character. `srt` is set only when speech of exactly this
 * text was generated with timestamps.
 */
export type CharacterScript = { text: string; source: "step" | "generated"; srt: string | null };
export type CharacterScriptResponse = { script: CharacterScript | null };
