// Draws the showcase's illustrated portraits of Sophia (our own artwork, no hot-linking) as
// small SVG files in public/showcase/. Run: node scripts/art/showcase-portraits.mjs
// One figure, four variants that differ in outfit, hair and backdrop, in the app's 3:4 ratio.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const W = 600;
const H = 800;
const skin = "#e8b996";
const skinShade = "#d49c78";
const hairColor = "#4a2c1d";

const variants = {
  professional: {
    sky: ["#ede9fe", "#c4b5fd"],
    backdrop: `<g opacity=".55" fill="#fff">${[0, 1, 2, 3].map((i) => `<rect x="${40 + i * 135}" y="60" width="110" height="330" rx="6"/>`).join("")}</g>`,
    outfit: "#312e81",
    collar: `<path d="M255 560 L300 640 L345 560 L330 548 L300 600 L270 548Z" fill="#f5f3ff"/>`,
    hair: "bun",
  },
  casual: {
    sky: ["#fef3c7", "#fdba74"],
    backdrop: `<circle cx="470" cy="150" r="70" fill="#fff7ed" opacity=".8"/><path d="M0 470 Q150 420 300 460 T600 440 V800 H0Z" fill="#fed7aa" opacity=".7"/>`,
    outfit: "#f472b6",
    collar: `<path d="M262 556 Q300 600 338 556" stroke="#fce7f3" stroke-width="10" fill="none"/>`,
    hair: "long",
  },
  workout: {
    sky: ["#dcfce7", "#5eead4"],
    backdrop: `<g stroke="#0f766e" stroke-width="14" opacity=".35" stroke-linecap="round"><path d="M60 300 H200"/><path d="M60 270 V330 M200 270 V330"/><path d="M400 360 H540"/><path d="M400 330 V390 M540 330 V390"/></g>`,
    outfit: "#0f172a",
    collar: `<path d="M250 560 Q300 610 350 560" stroke="#14b8a6" stroke-width="12" fill="none"/>`,
    hair: "ponytail",
  },
  travel: {
    sky: ["#e0f2fe", "#38bdf8"],
    backdrop: `<circle cx="120" cy="140" r="56" fill="#fef08a"/><path d="M0 520 L140 330 L260 470 L380 300 L600 540 V800 H0Z" fill="#0369a1" opacity=".35"/>`,
    outfit: "#fafaf9",
    collar: `<path d="M262 556 Q300 596 338 556" stroke="#a8a29e" stroke-width="8" fill="none"/>`,
    hair: "hat",
  },
};

function hairBack(style) {
  if (style === "long") return `<path d="M190 300 Q180 520 220 600 H380 Q420 520 410 300Z" fill="${hairColor}"/>`;
  if (style === "ponytail") return `<path d="M380 250 Q470 300 430 470 Q420 400 385 330Z" fill="${hairColor}"/>`;
  if (style === "hat") return `<path d="M200 300 Q190 480 230 540 H370 Q410 480 400 300Z" fill="${hairColor}"/>`;
  return `<circle cx="300" cy="175" r="48" fill="${hairColor}"/>`;
}

function hairFront(style) {
  const fringe = `<path d="M212 300 Q220 200 300 195 Q385 200 390 300 Q350 240 300 250 Q250 245 212 300Z" fill="${hairColor}"/>`;
  if (style !== "hat") return fringe;
  return `${fringe}<ellipse cx="300" cy="228" rx="170" ry="30" fill="#d6a75c"/><path d="M220 228 Q230 140 300 138 Q370 140 380 228Z" fill="#e7bd74"/><rect x="222" y="205" width="156" height="16" fill="#7c2d12"/>`;
}

function portrait(v) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${v.sky[0]}"/><stop offset="1" stop-color="${v.sky[1]}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${v.backdrop}
${hairBack(v.hair)}
<path d="M110 800 Q120 600 230 560 H370 Q480 600 490 800Z" fill="${v.outfit}"/>
<rect x="266" y="420" width="68" height="150" rx="24" fill="${skinShade}"/>
${v.collar}
<ellipse cx="300" cy="340" rx="92" ry="118" fill="${skin}"/>
<ellipse cx="210" cy="350" rx="14" ry="24" fill="${skinShade}"/><ellipse cx="390" cy="350" rx="14" ry="24" fill="${skinShade}"/>
${hairFront(v.hair)}
<g fill="#1f2937"><ellipse cx="265" cy="345" rx="9" ry="11"/><ellipse cx="335" cy="345" rx="9" ry="11"/></g>
<g stroke="${hairColor}" stroke-width="5" stroke-linecap="round" fill="none"><path d="M245 318 Q265 308 284 316"/><path d="M316 316 Q335 308 355 318"/></g>
<ellipse cx="245" cy="385" rx="16" ry="9" fill="#f9a8a8" opacity=".55"/><ellipse cx="355" cy="385" rx="16" ry="9" fill="#f9a8a8" opacity=".55"/>
<path d="M298 360 Q292 385 302 392" stroke="${skinShade}" stroke-width="4" fill="none" stroke-linecap="round"/>
<path d="M270 410 Q300 435 330 410 Q300 422 270 410Z" fill="#be185d"/>
</svg>
`;
}

const out = path.join(process.cwd(), "public", "showcase");
mkdirSync(out, { recursive: true });
for (const [name, v] of Object.entries(variants)) {
  writeFileSync(path.join(out, `sophia-${name}.svg`), portrait(v).replace(/\n/g, ""));
}
console.log(`wrote ${Object.keys(variants).length} portraits to ${out}`);
