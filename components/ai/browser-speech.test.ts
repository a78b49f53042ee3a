/** @jest-environment jsdom */
import { pickBrowserVoice, speakInBrowser, speakWithVoiceSettings } from "./browser-speech";

const voice = (name: string) => ({ name }) as SpeechSynthesisVoice;
const voices = [voice("Google US English"), voice("Microsoft Zira - English (Female)"), voice("Microsoft David - English (Male)")];

describe("browser speech fallback", () => {
  it("picks a voice whose name mentions female or male when the voice id does", () => {
    expect(pickBrowserVoice(voices, "browser-female")?.name).toContain("Female");
    expect(pickBrowserVoice(voices, "browser-male")?.name).toContain("(Male)");
    expect(pickBrowserVoice(voices, "21m00Tcm4TlvDq8ikWAM")).toBeUndefined();
  });

  it("speaks at rate 0.9 and pitch 1 with the matching voice", () => {
    const spoken: { text: string; rate: number; pitch: number; voice?: SpeechSynthesisVoice }[] = [];
    class Utterance {
      rate = 1;
      pitch = 0;
      voice?: SpeechSynthesisVoice;
      constructor(public text: string) {}
    }
    Object.assign(globalThis, { SpeechSynthesisUtterance: Utterance });
    Object.assign(window, { speechSynthesis: { getVoices: () => voices, cancel: () => {}, speak: (u: Utterance) => spoken.push(u) } });
    expect(speakInBrowser("Hello", "browser-male")).toBe(true);
    expect(spoken).toEqual([expect.objectContaining({ text: "Hello", rate: 0.9, pitch: 1, voice: voices[2] })]);
  });
});

describe("speaking with a character's voice settings (demo mode)", () => {
  it("sets rate, pitch, volume, language and the preset's voice on the utterance", () => {
    const spoken: Record<string, unknown>[] = [];
    class Utterance {
      rate = 1;
      pitch = 1;
      volume = 1;
      lang = "";
      voice?: SpeechSynthesisVoice;
      constructor(public text: string) {}
    }
    const british = [
      { name: "Google UK English Female", lang: "en-GB" },
      { name: "Google UK English Male", lang: "en-GB" },
    ] as SpeechSynthesisVoice[];
    Object.assign(globalThis, { SpeechSynthesisUtterance: Utterance });
    Object.assign(window, { speechSynthesis: { getVoices: () => british, cancel: () => {}, speak: (u: Utterance) => spoken.push({ ...u }) } });
    const used = speakWithVoiceSettings("Good evening", { preset: "Oliver", stability: 1, similarityBoost: 0, style: 0, speed: 0.7, useSpeakerBoost: false });
    expect(used).toEqual({ rate: 0.63, pitch: 0.8, volume: 0.6, lang: "en-GB", gender: "male" });
    expect(spoken).toEqual([{ text: "Good evening", rate: 0.63, pitch: 0.8, volume: 0.6, lang: "en-GB", voice: british[1] }]);
  });
});
