import type { CharacterDirection } from "../prompts/direction";
import { pick, seedOf } from "./seed.server";
import { backdropSvg, captionLines, framingOf, lightSvg, outfitColour, smileOf } from "./scene";

// Demo mode (no Leonardo key): an SVG portrait drawn from the prompt's attributes and the
// wizard's direction stands in for a generated image, at the requested aspect ratio, with a
// caption strip that names the direction and says that it is a demo.
const SKIN = ["#f1c7a5", "#e0ac8a", "#c68863", "#a0663f", "#7a4a2a", "#5c3a21"];
const HAIR: Record<string, string> = {
  black: "#1f1a17",
  brown: "#5a3a22",
  blonde: "#d9b36c",
  red: "#a3412a",
  auburn: "#8c3b1e",
  grey: "#9a9a9a",
  gray: "#9a9a9a",
  white: "#e8e8e8",
};
const CAPTION_LINE = 16;

function escapeXml(text: string) {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const clip = (text: string, chars: number) => (text.length > chars ? `${text.slice(0, chars - 1)}…` : text);

/**
 * `person` picks the face (skin, and hair the prompt does not name); the scene follows the
 * prompt and `direction` (decision 104).
 */
export function demoPortraitSvg(
  prompt: string,
  width: number,
  height: number,
  label: string,
  person = seedOf(prompt),
  direction: CharacterDirection = {},
): string {
  const lower = prompt.toLowerCase();
  const seed = seedOf(prompt);
  // Only a colour said of the hair ("neat auburn hair"), not a "white background" or "red wall".
  const hairKey = new RegExp(`\\b(${Object.keys(HAIR).join("|")})\\b[a-z -]{0,20}?\\bhair\\b`).exec(lower)?.[1];
  const hair = hairKey ? HAIR[hairKey] : pick(Object.values(HAIR), person);
  const skin = pick(SKIN, person, 1);
  const long = /\bfemale\b|\bwoman\b/.test(lower) && !/\bmale\b(?!.*female)/.test(lower.replace("female", ""));
  const cx = width / 2;
  const headR = width * 0.17;
  const headY = height * 0.42;
  const frame = framingOf(direction.shotStyle);
  const smile = smileOf(direction.mood);
  const lines = captionLines(direction).map((line) => clip(line, Math.floor(width / 7.5)));
  const strip = 44 + lines.length * CAPTION_LINE;
  const pivotY = height * 0.6;
  const figure = `<g data-part="figure" data-scale="${frame.scale}" transform="translate(${cx} ${pivotY - frame.lift * height}) rotate(${frame.rotate}) scale(${frame.scale}) translate(${-cx} ${-pivotY})">
${long ? `<rect x="${cx - headR * 1.25}" y="${headY - headR * 1.1}" width="${headR * 2.5}" height="${headR * 3}" rx="${headR}" fill="${hair}"/>` : ""}
<ellipse data-part="outfit" cx="${cx}" cy="${height * 0.95}" rx="${width * 0.38}" ry="${height * 0.25}" fill="${outfitColour(direction.outfit)}"/>
<rect x="${cx - headR * 0.35}" y="${headY + headR * 0.8}" width="${headR * 0.7}" height="${headR * 0.9}" fill="${skin}"/>
<circle cx="${cx}" cy="${headY}" r="${headR}" fill="${skin}"/>
<path d="M ${cx - headR} ${headY - headR * 0.1} A ${headR} ${headR} 0 0 1 ${cx + headR} ${headY - headR * 0.1} Q ${cx} ${headY - headR * 0.75} ${cx - headR} ${headY - headR * 0.1} Z" fill="${hair}"/>
<circle cx="${cx - headR * 0.38}" cy="${headY + headR * 0.05}" r="${headR * 0.09}" fill="#1f2937"/>
<circle cx="${cx + headR * 0.38}" cy="${headY + headR * 0.05}" r="${headR * 0.09}" fill="#1f2937"/>
<path data-part="mouth" d="M ${cx - headR * 0.3} ${headY + headR * 0.45} Q ${cx} ${headY + headR * smile} ${cx + headR * 0.3} ${headY + headR * 0.45}" stroke="#7c2d12" stroke-width="${headR * 0.07}" fill="none"/>
</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
${backdropSvg(direction, { width, height }, prompt, seed)}
${figure}
${lightSvg(direction.lighting)}
<rect x="0" y="${height - strip}" width="100%" height="${strip}" fill="rgba(17,24,39,0.7)"/>
${lines.map((line, i) => `<text data-part="caption" x="${cx}" y="${height - strip + 20 + i * CAPTION_LINE}" font-family="sans-serif" font-size="12" fill="#e5e7eb" text-anchor="middle">${escapeXml(line)}</text>`).join("\n")}
<text x="${cx}" y="${height - 16}" font-family="sans-serif" font-size="18" fill="#fff" text-anchor="middle">${escapeXml(label)}</text>
</svg>`;
}

export function svgDataUrl(svg: string) {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
