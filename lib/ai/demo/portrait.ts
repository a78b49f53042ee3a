import { pick, seedOf } from "./seed";

// Demo mode (no Leonardo key): an SVG portrait drawn from the prompt's attributes stands in
// for a generated image, at the requested aspect ratio, and says that it is a demo.
const SKIN = ["#f1c7a5", "#e0ac8a", "#c68863", "#a0663f", "#7a4a2a", "#5c3a21"];
const HAIR: Record<string, string> = { black: "#1f1a17", brown: "#5a3a22", blonde: "#d9b36c", red: "#a3412a", auburn: "#8c3b1e", grey: "#9a9a9a", gray: "#9a9a9a", white: "#e8e8e8" };
const BACKDROPS = ["#ede9fe", "#dbeafe", "#dcfce7", "#fee2e2", "#fef3c7", "#f3f4f6"];

function escapeXml(text: string) {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `person` picks the face (skin, and hair the prompt does not name); the scene follows the prompt. */
export function demoPortraitSvg(prompt: string, width: number, height: number, label: string, person = seedOf(prompt)): string {
  const lower = prompt.toLowerCase();
  const seed = seedOf(prompt);
  // Only a colour said of the hair ("neat auburn hair"), not a "white background" or "red wall".
  const hairKey = new RegExp(`\\b(${Object.keys(HAIR).join("|")})\\b[a-z -]{0,20}?\\bhair\\b`).exec(lower)?.[1];
  const hair = hairKey ? HAIR[hairKey] : pick(Object.values(HAIR), person);
  const skin = pick(SKIN, person, 1);
  const backdrop = lower.includes("white background") ? "#ffffff" : pick(BACKDROPS, seed, 2);
  const long = /\bfemale\b|\bwoman\b/.test(lower) && !/\bmale\b(?!.*female)/.test(lower.replace("female", ""));
  const cx = width / 2;
  const headR = width * 0.17;
  const headY = height * 0.42;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
<rect width="100%" height="100%" fill="${backdrop}"/>
${long ? `<rect x="${cx - headR * 1.25}" y="${headY - headR * 1.1}" width="${headR * 2.5}" height="${headR * 3}" rx="${headR}" fill="${hair}"/>` : ""}
<ellipse cx="${cx}" cy="${height * 0.95}" rx="${width * 0.38}" ry="${height * 0.25}" fill="#6d28d9"/>
<rect x="${cx - headR * 0.35}" y="${headY + headR * 0.8}" width="${headR * 0.7}" height="${headR * 0.9}" fill="${skin}"/>
<circle cx="${cx}" cy="${headY}" r="${headR}" fill="${skin}"/>
<path d="M ${cx - headR} ${headY - headR * 0.1} A ${headR} ${headR} 0 0 1 ${cx + headR} ${headY - headR * 0.1} Q ${cx} ${headY - headR * 0.75} ${cx - headR} ${headY - headR * 0.1} Z" fill="${hair}"/>
<circle cx="${cx - headR * 0.38}" cy="${headY + headR * 0.05}" r="${headR * 0.09}" fill="#1f2937"/>
<circle cx="${cx + headR * 0.38}" cy="${headY + headR * 0.05}" r="${headR * 0.09}" fill="#1f2937"/>
<path d="M ${cx - headR * 0.3} ${headY + headR * 0.45} Q ${cx} ${headY + headR * 0.65} ${cx + headR * 0.3} ${headY + headR * 0.45}" stroke="#7c2d12" stroke-width="${headR * 0.07}" fill="none"/>
<rect x="0" y="${height - 44}" width="100%" height="44" fill="rgba(17,24,39,0.7)"/>
<text x="${cx}" y="${height - 16}" font-family="sans-serif" font-size="18" fill="#fff" text-anchor="middle">${escapeXml(label)}</text>
</svg>`;
}

export function svgDataUrl(svg: string) {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
