import type { LinkedAssetDto } from "@/lib/validation/content-post";
import { DEMO_VOICE_LABEL, isDemoVoiceClip } from "@/lib/ai/speech/demo-voice-label";

// How a linked asset is named on a post and in the asset picker: its kind in words and, when the
// asset says, what it shows (a shot's scenario, a script's topic), then the day it was made.
const KIND_NAMES: Record<string, string> = {
  "reference-image": "Reference image",
  shot: "Shot",
  script: "Script",
  "voice-clip": "Voice clip",
};

type AssetRow = { id: string; kind: string; meta: unknown; createdAt: Date };

const kindName = (kind: string) => KIND_NAMES[kind] ?? kind.replace(/[-_]+/g, " ").replace(/^\w/, (c) => c.toUpperCase());

function detail(meta: unknown) {
  if (!meta || typeof meta !== "object") return "";
  const { scenario, topic } = meta as Record<string, unknown>;
  const text = typeof scenario === "string" ? scenario : typeof topic === "string" ? topic : "";
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

export function linkedAsset(asset: AssetRow): LinkedAssetDto {
  const about = asset.kind === "voice-clip" && isDemoVoiceClip(asset.meta) ? DEMO_VOICE_LABEL : detail(asset.meta);
  const day = asset.createdAt.toISOString().slice(0, 10);
  return { id: asset.id, kind: asset.kind, label: `${kindName(asset.kind)}${about ? `: ${about}` : ""} (${day})` };
}
