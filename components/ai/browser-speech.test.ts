/** @jest-environment jsdom */
import { pickBrowserVoice, speakInBrowser } from "./browser-speech";

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
