import { POPULAR_NICHES } from "./niches";
import type { StaticStep } from "@/lib/validation/step-data";

// What the wizard's static steps show (spec section 2): their fields are kept per character;
// buttons whose service belongs to the AI or cloud-storage work say what they will do.
export type Option = { value: string; label: string; detail?: string };
export type StepField =
  | { key: string; label: string; kind: "text" | "textarea"; placeholder?: string; hint?: string; wordCount?: boolean }
  | { key: string; label: string; kind: "choice" | "multi"; options: Option[] };
export type StepAction =
  | { label: string; kind: "pending"; note: string }
  | { label: string; kind: "copy" | "download" | "add-message" | "ai-messages" | "speak" }
  | { label: string; kind: "export"; note: string }
  | { label: string; kind: "ai-plan" | "view-calendar"; note: string }
  | { label: string; kind: "link"; href: string; note?: string };
/** An AI panel the step embeds above its buttons (components/wizard/steps/static/step-tool.tsx). */
export type StepTool = "reference" | "voice" | "script";
export type StaticStepSpec = { intro: string; fields: StepField[]; actions: StepAction[]; samples?: string[]; showReference?: boolean; tool?: StepTool };

const opts = (...labels: string[]): Option[] => labels.map((l) => ({ value: l, label: l }));
// Buttons for work no service here does yet: disabled, and the note says so plainly.
const LATER = "Not available yet:";
const EXPORT = "Uploads this character's saved images, voice clips and generated scripts to a connected cloud drive";

export const STATIC_STEP_SPECS: Record<StaticStep, StaticStepSpec> = {
  variables: {
    intro: "Prompt variables: the words every image prompt of this character is built from.",
    fields: [
      { key: "subject", label: "Subject", kind: "text", placeholder: "e.g. a confident fitness coach in her late twenties" },
      { key: "outfit", label: "Outfit", kind: "text", placeholder: "e.g. matching sage-green activewear" },
      { key: "setting", label: "Setting", kind: "text", placeholder: "e.g. sunlit rooftop gym" },
      { key: "camera", label: "Camera and lens", kind: "text", placeholder: "e.g. 85mm, shallow depth of field" },
      { key: "keywords", label: "Extra keywords", kind: "textarea", placeholder: "photorealistic, natural skin texture" },
      { key: "avoid", label: "Avoid", kind: "textarea", placeholder: "hands in frame, text, logos" },
    ],
    actions: [],
  },
  niche: {
    intro: "Niche and expertise: what the character talks about and for whom.",
    fields: [
      { key: "niche", label: "Popular niches", kind: "choice", options: opts(...POPULAR_NICHES) },
      { key: "customNiche", label: "Or your own niche", kind: "text", placeholder: "e.g. Plant-based endurance running" },
      { key: "expertise", label: "Expertise", kind: "textarea", placeholder: "What does the character know better than their audience?" },
      { key: "audience", label: "Audience", kind: "text", placeholder: "e.g. busy parents who want to get fit at home" },
    ],
    actions: [],
  },
  reference: {
    intro: "The reference image: one passport-style headshot every later shot stays consistent with.",
    showReference: true,
    // The reference panel (components/ai/reference-image-panel.tsx) holds the prompt and its hint.
    fields: [],
    tool: "reference",
    actions: [],
  },
  messages: {
    intro: "Captions and messages in the character's voice.",
    samples: [
      "Monday motivation: small steps still move you forward. 💪",
      "3 things I wish I knew when I started. Save this for later!",
      "Behind the scenes of today's shoot ✨ What should I try next?",
      "Your reminder to drink water and check in with yourself today.",
      "New video is live! Drop a 🔥 if you want part two.",
    ],
    fields: [{ key: "draft", label: "Custom message", kind: "textarea", placeholder: "Write a caption or message..." }],
    actions: [
      { label: "Add Message", kind: "add-message" },
      { label: "Generate AI Messages", kind: "ai-messages" },
    ],
  },
  voice: {
    intro: "Pick the voice the character speaks with.",
    tool: "voice",
    fields: [{
      key: "voice", label: "Preset voices", kind: "choice", options: [
        { value: "Sarah", label: "Sarah", detail: "American · friendly, professional" },
        { value: "Oliver", label: "Oliver", detail: "British · elegant, sophisticated" },
        { value: "Mia", label: "Mia", detail: "Australian · casual, energetic" },
        { value: "Sofia", label: "Sofia", detail: "Spanish · warm, passionate" },
      ],
    }],
    actions: [
      { label: "Preview", kind: "speak" },
      { label: "Download Voice Samples", kind: "export", note: `${EXPORT}, including the clips made in the voice studio.` },
      { label: "Generate Voice Clips", kind: "link", href: "#voice-studio", note: "Jumps to the voice studio above: Generate Speech and Generate Variations save each clip to this character." },
    ],
  },
  composition: {
    intro: "How the shots are framed and lit.",
    fields: [
      { key: "shotStyle", label: "Shot style", kind: "choice", options: opts("Close-up Portrait", "Medium Shot", "Wide Shot", "Action Shot") },
      { key: "background", label: "Background", kind: "choice", options: opts("Studio white", "Modern office", "Cozy home", "Outdoor nature", "Urban city", "Minimalist") },
      { key: "lighting", label: "Lighting", kind: "textarea", placeholder: "e.g. soft window light from the left, warm tones" },
      { key: "mood", label: "Mood", kind: "textarea", placeholder: "e.g. confident, approachable, energetic" },
    ],
    actions: [
      { label: "Preview Style", kind: "pending", note: `${LATER} will render a sample shot with these settings. Use the Images step for shots today.` },
      { label: "Copy Settings", kind: "copy" },
      { label: "Apply Composition", kind: "pending", note: `${LATER} will feed these settings into the next image batch. They are saved with the character meanwhile.` },
    ],
  },
  "mirage-video": {
    intro: "Write the talking-head script for Mirage.",
    fields: [
      { key: "script", label: "Script", kind: "textarea", hint: "Keep scripts under 300 words for best results", wordCount: true },
      { key: "template", label: "Templates", kind: "choice", options: [
        { value: "Introduction Video", label: "Introduction Video", detail: "30s" },
        { value: "Product Review", label: "Product Review", detail: "60s" },
        { value: "Tutorial Content", label: "Tutorial Content", detail: "90s" },
        { value: "Motivational Speech", label: "Motivational Speech", detail: "45s" },
      ] },
    ],
    tool: "script",
    actions: [
      { label: "Export to Mirage", kind: "export", note: `${EXPORT}, ready to import into Mirage.` },
      { label: "Open Mirage.app", kind: "link", href: "https://mirage.app" },
      { label: "Download Script", kind: "download" },
      { label: "Create Video", kind: "link", href: "https://mirage.app", note: "Mirage renders the video: paste the script and upload the reference image there." },
    ],
  },
  "capcut-video": {
    intro: "Plan the edit in CapCut.",
    fields: [
      { key: "instructions", label: "Editing instructions", kind: "textarea", placeholder: "Cuts, captions, pacing..." },
      { key: "music", label: "Music style", kind: "textarea", placeholder: "e.g. upbeat lo-fi, 100 BPM" },
      { key: "effects", label: "Visual effects", kind: "textarea", placeholder: "e.g. zoom-in on hooks, subtle grain" },
      { key: "template", label: "Templates", kind: "choice", options: opts("Viral TikTok Style", "Instagram Reel", "YouTube Short", "Professional Promo") },
    ],
    actions: [
      { label: "Export Assets", kind: "export", note: `${EXPORT}.` },
      { label: "CapCut Desktop", kind: "link", href: "https://www.capcut.com/" },
      { label: "Preview Edit", kind: "link", href: "https://www.capcut.com/", note: "CapCut previews the edit: import the exported assets there." },
      { label: "Generate Edit Package", kind: "pending", note: `${LATER} will bundle the assets with these instructions. Export Assets uploads the assets today.` },
    ],
  },
  posts: {
    intro: "Where and what the character posts.",
    fields: [
      { key: "platforms", label: "Target platforms", kind: "multi", options: opts("TikTok", "Instagram", "YouTube", "Twitter", "LinkedIn") },
      { key: "contentTypes", label: "Content types", kind: "multi", options: opts("Educational", "Behind the Scenes", "Motivational", "Product Feature", "Trending Topic", "Q&A") },
      { key: "frequency", label: "Posting frequency", kind: "text", placeholder: "e.g. 5 posts a week" },
      { key: "bestTimes", label: "Best posting times", kind: "text", placeholder: "e.g. 7am and 7pm local time" },
      { key: "calendarNotes", label: "Content calendar notes", kind: "textarea" },
    ],
    actions: [
      { label: "View Calendar", kind: "view-calendar", note: "Shows the content plan by week and day." },
      { label: "Analytics", kind: "pending", note: `${LATER} will show post performance from the social accounts.` },
      { label: "Copy Strategy", kind: "copy" },
      { label: "Create Content Plan", kind: "ai-plan", note: "Drafts four weeks of posts (day, platform, content type and hook) from this strategy for the chosen platforms; it is saved with the step." },
    ],
  },
};
