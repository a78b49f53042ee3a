import type { CharacterDirection } from "../prompts/direction";
import { pick, seedOf } from "./seed.server";

// What a demo picture draws of the wizard's direction (decision 104), so a buyer without a
// Leonardo key still sees each field change the image: the Composition step's background as a
// scene, the setting as its colour, the shot style as framing, the lighting as a coloured wash
// from its side, the mood on the face and the outfit's colour on the body.

type Box = { width: number; height: number };

const BACKDROPS = ["#ede9fe", "#dbeafe", "#dcfce7", "#fee2e2", "#fef3c7", "#f3f4f6"];
const SETTING_COLOURS = ["#fde68a", "#bfdbfe", "#bbf7d0", "#fecaca", "#ddd6fe", "#fed7aa", "#a5f3fc"];

/** The Composition step's backgrounds, each a small scene. */
const BACKGROUNDS: Record<string, (b: Box) => string> = {
  "Studio white": () => `<rect width="100%" height="100%" fill="#ffffff"/>`,
  "Modern office": ({ width, height }) =>
    `<rect width="100%" height="100%" fill="#e2e8f0"/>` +
    [0.08, 0.56]
      .map(
        (x) =>
          `<rect x="${width * x}" y="${height * 0.08}" width="${width * 0.36}" height="${height * 0.3}" fill="#bae6fd" stroke="#94a3b8" stroke-width="4"/>`,
      )
      .join(""),
  "Cozy home": ({ width, height }) =>
    `<rect width="100%" height="100%" fill="#fde7c8"/><rect y="${height * 0.62}" width="100%" height="${height * 0.38}" fill="#d6a874"/>` +
    `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${width * 0.07}" fill="#fbbf24"/>`,
  "Outdoor nature": ({ width, height }) =>
    `<rect width="100%" height="100%" fill="#bae6fd"/><ellipse cx="${width * 0.2}" cy="${height * 0.62}" rx="${width * 0.5}" ry="${height * 0.2}" fill="#4ade80"/>` +
    `<ellipse cx="${width * 0.85}" cy="${height * 0.66}" rx="${width * 0.45}" ry="${height * 0.18}" fill="#22c55e"/>`,
  "Urban city": ({ width, height }) =>
    `<rect width="100%" height="100%" fill="#cbd5e1"/>` +
    [0, 0.2, 0.45, 0.7]
      .map(
        (x, i) =>
          `<rect x="${width * x}" y="${height * (0.15 + (i % 2) * 0.12)}" width="${width * 0.22}" height="${height}" fill="${i % 2 ? "#64748b" : "#475569"}"/>`,
      )
      .join(""),
  Minimalist: () => `<rect width="100%" height="100%" fill="#f5f5f4"/>`,
};

/** The backdrop: a chosen background's scene, else the setting's colour, else the prompt's. */
export function backdropSvg(d: CharacterDirection, box: Box, prompt: string, seed: number): string {
  const scene = d.background ? BACKGROUNDS[d.background] : undefined;
  if (scene) return `<g data-part="backdrop" data-background="${d.background}">${scene(box)}</g>`;
  const fill = d.setting ? pick(SETTING_COLOURS, seedOf(d.setting)) : prompt.toLowerCase().includes("white background") ? "#ffffff" : pick(BACKDROPS, seed, 2);
  return `<g data-part="backdrop"><rect width="100%" height="100%" fill="${fill}"/></g>`;
}

/** How big and how tilted the figure is for the shot style. */
export function framingOf(shotStyle: string | undefined): { scale: number; rotate: number; lift: number } {
  if (shotStyle === "Close-up Portrait") return { scale: 1.4, rotate: 0, lift: 0.1 };
  if (shotStyle === "Wide Shot") return { scale: 0.55, rotate: 0, lift: -0.12 };
  if (shotStyle === "Action Shot") return { scale: 0.8, rotate: -14, lift: 0 };
  return { scale: 1, rotate: 0, lift: 0 };
}

/** A wash of light from the side the lighting names, warm or cool; a dark side when it is dramatic. */
export function lightSvg(lighting: string | undefined): string {
  if (!lighting) return "";
  const l = lighting.toLowerCase();
  const colour = /warm|golden|sunset|candle|amber/.test(l) ? "#f59e0b" : /cool|blue|cold|moon|neon/.test(l) ? "#3b82f6" : "#ffffff";
  const [x1, y1, x2, y2] = /\bleft\b/.test(l) ? [0, 0, 1, 0] : /\bright\b/.test(l) ? [1, 0, 0, 0] : [0, 0, 0, 1];
  const dark = /dramatic|low-key|moody|dark|noir|rim/.test(l);
  return (
    `<defs><linearGradient id="light" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${colour}" stop-opacity="0.55"/><stop offset="0.7" stop-color="${colour}" stop-opacity="0"/>${dark ? `<stop offset="1" stop-color="#000000" stop-opacity="0.5"/>` : ""}</linearGradient></defs>` +
    `<rect data-part="light" data-colour="${colour}" width="100%" height="100%" fill="url(#light)"/>`
  );
}

/** How much the mouth curves: a wide smile for a cheerful mood, a straight line for a serious one. */
export function smileOf(mood: string | undefined): number {
  const m = (mood ?? "").toLowerCase();
  if (/energetic|happy|joyful|playful|cheerful|excited|fun/.test(m)) return 0.95;
  if (/serious|calm|focused|stern|neutral|moody|intense/.test(m)) return 0.45;
  return 0.65;
}

const CLOTHES: Record<string, string> = {
  black: "#111827",
  white: "#f9fafb",
  grey: "#6b7280",
  gray: "#6b7280",
  red: "#dc2626",
  blue: "#2563eb",
  navy: "#1e3a8a",
  green: "#16a34a",
  sage: "#84a98c",
  pink: "#ec4899",
  yellow: "#eab308",
  orange: "#f97316",
  purple: "#7c3aed",
  brown: "#78350f",
  beige: "#d6c4a8",
};

/** The outfit's colour, from the first colour it names. */
export function outfitColour(outfit: string | undefined): string {
  const word = new RegExp(`\\b(${Object.keys(CLOTHES).join("|")})\\b`).exec((outfit ?? "").toLowerCase())?.[1];
  return word ? CLOTHES[word]! : "#6d28d9";
}

/** The caption lines: the direction in words, for the fields a picture cannot show. */
export function captionLines(d: CharacterDirection): string[] {
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(" · ");
  return [
    join(d.shotStyle, d.background, d.setting),
    join(d.subject, d.outfit),
    join(d.lighting && `Light: ${d.lighting}`, d.mood && `Mood: ${d.mood}`),
    join(d.camera, d.keywords),
    d.avoid ? `Avoid: ${d.avoid}` : "",
  ].filter(Boolean);
}
