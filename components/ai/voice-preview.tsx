"use client";
import { WaitingReason, waitingFor } from "@/components/ui/waiting-reason";
import { useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Alert } from "@/components/ui/alert";
import { getJson } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { DEFAULT_VOICE_MODEL, VOICE_MODEL_NOTE, VOICE_MODELS } from "@/lib/validation/ai-options";
import { errorText, postAi } from "./api";
import { useCreateAction } from "@/lib/query/use-create-action";
import type { RequestOptions } from "@/lib/api/client";
import type { VoiceSettings } from "@/lib/voice/settings";
import { speakInBrowser, speakWithVoiceSettings } from "./browser-speech";

type Voice = { voiceId: string; name: string; category: string };
/** voiceSettings: the character's design, which the browser speaks with in demo mode (decision 109). */
/** demoClipUrl: without a key, the copy the server's demo voice spoke and kept on the character (decision 341). */
type Speech = { audioBase64: string | null; useBrowserTTS: boolean; text: string; message: string; voiceSettings?: VoiceSettings | null; demoClipUrl?: string };
type Variations = { message: string; variations: { text: string; audioBase64: string }[] };

type Props = {
  /** Voice variations need a generated character (spec section 4). */
  hasCharacter: boolean;
  characterId?: string;
  defaultText?: string;
  /**
   * Offer "Generate Voice Variations" (the test page's, spec section 2). The wizard's Voice step
   * has its own, with three settings to keep from (decision 108), so it leaves this one out.
   */
  withVariations?: boolean;
};

/** Voice model and voice, speech for a text with a real player, and voice variations. */
export function VoicePreview({
  hasCharacter,
  characterId,
  defaultText = "Hi! Welcome to my channel. Today I'm sharing three quick tips.",
  withVariations = true,
}: Props) {
  const [model, setModel] = useState(DEFAULT_VOICE_MODEL);
  const [voiceId, setVoiceId] = useState("");
  const [text, setText] = useState(defaultText);
  const [speech, setSpeech] = useState<Speech | null>(null);
  const [variations, setVariations] = useState<Variations | null>(null);
  const [error, setError] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement>(null);

  // The model's voices, fetched once per model and kept while the page is open.
  const voiceList = useQuery({
    queryKey: queryKeys.voices(model),
    queryFn: async () => (await getJson<{ voices: Voice[] }>(`/api/ai/elevenlabs/voices?model=${model}`))?.voices ?? [],
    staleTime: Infinity,
  });
  const voices = voiceList.data ?? [];

  // Both buttons spend generation quota: one action, so neither acts while the other is in flight.
  type Call = { kind: "speech" | "variations"; call: (request: RequestOptions) => Promise<unknown> };
  const generation = useCreateAction({ mutationFn: ({ call }: Call, request) => call(request) });
  const busy = generation.busy ? (generation.variables?.kind ?? null) : null;

  async function run<T>(kind: Call["kind"], call: (request: RequestOptions) => Promise<T>, done: (value: T) => void) {
    setError(null);
    try {
      const answer = await generation.runAsync({ kind, call });
      if (answer !== undefined) done(answer as T);
    } catch (e) {
      setError(errorText(e));
    }
  }

  const generateSpeech = () =>
    run(
      "speech",
      (request) => postAi<Speech>("/api/ai/elevenlabs/generate-speech", { voiceId, text, model, ...(characterId ? { characterId } : {}) }, request),
      (answer) => {
        setSpeech(answer);
        if (answer.useBrowserTTS) speakAnswer(answer);
      },
    );

  // A character's speech keeps its voice design in the browser too; the test page's, the spec's rule.
  const speakAnswer = (answer: Speech) =>
    answer.voiceSettings ? speakWithVoiceSettings(answer.text, answer.voiceSettings) : speakInBrowser(answer.text, voiceId);
  const play = () => (speech?.useBrowserTTS ? speakAnswer(speech) : void audio.current?.play());
  const needsText = text.trim() ? null : "Write a text to speak first.";
  const variationsWaiting = hasCharacter ? needsText : "Generate a profile first: voice variations are made for a character.";
  const speechWaiting = voiceId ? needsText : "Choose a voice first.";
  const playWaiting = speech ? null : "Generate speech first.";

  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="voice-model">Voice model</Label>
          <NativeSelect
            id="voice-model"
            aria-describedby="voice-model-note"
            value={model}
            onChange={(e) => {
              setModel(e.target.value);
              setVoiceId("");
            }}
          >
            {VOICE_MODELS.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label}
              </option>
            ))}
          </NativeSelect>
          <p id="voice-model-note" className="text-xs text-muted-foreground">
            {VOICE_MODEL_NOTE}
          </p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="voice-id">Voice</Label>
          <NativeSelect id="voice-id" value={voiceId} onChange={(e) => setVoiceId(e.target.value)}>
            <option value="">Select a voice</option>
            {voices.map((v) => (
              <option key={v.voiceId} value={v.voiceId}>
                {v.name} ({v.category})
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="voice-text">Text</Label>
        <Textarea id="voice-text" rows={3} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <div className="flex flex-wrap gap-2">
        {withVariations && (
          <Button
            type="button"
            variant="outline"
            className="min-h-11"
            disabled={!hasCharacter || !text.trim() || busy !== null}
            aria-describedby={waitingFor("voice-variations-reason", variationsWaiting)}
            onClick={() =>
              run(
                "variations",
                (request) =>
                  postAi<Variations>(
                    "/api/ai/elevenlabs/generate-voices",
                    { sampleTexts: [text], voiceId: voiceId || undefined, model, ...(characterId ? { characterId } : {}) },
                    request,
                  ),
                setVariations,
              )
            }
          >
            {busy === "variations" ? "Generating..." : "Generate Voice Variations"}
          </Button>
        )}
        <Button
          type="button"
          className="min-h-11"
          disabled={!voiceId || !text.trim() || busy !== null}
          aria-describedby={waitingFor("speech-reason", speechWaiting)}
          onClick={generateSpeech}
        >
          {busy === "speech" ? "Generating..." : "Generate Speech"}
        </Button>
        <Button
          type="button"
          variant="secondary"
          className="min-h-11"
          disabled={!speech}
          aria-describedby={waitingFor("play-reason", playWaiting)}
          onClick={play}
        >
          Play Audio
        </Button>
        {withVariations && <WaitingReason id="voice-variations-reason" reason={variationsWaiting} />}
        <WaitingReason id="speech-reason" reason={speechWaiting} />
        <WaitingReason id="play-reason" reason={playWaiting} />
      </div>
      {(error ?? (voiceList.error ? errorText(voiceList.error) : null)) && <Alert variant="destructive">{error ?? errorText(voiceList.error)}</Alert>}
      {speech?.useBrowserTTS && <Alert>{speech.message}</Alert>}
      {speech?.demoClipUrl && (
        <div className="space-y-1 text-sm">
          <p id="demo-clip-label" className="font-medium">
            Demo voice: the saved copy
          </p>
          <audio controls preload="none" className="w-full" src={speech.demoClipUrl} aria-labelledby="demo-clip-label" data-testid="demo-voice-clip" />
        </div>
      )}
      {speech?.audioBase64 && <audio ref={audio} controls className="w-full" src={`data:audio/mpeg;base64,${speech.audioBase64}`} data-testid="speech-audio" />}
      {variations && (
        <div className="space-y-2 text-sm">
          <p>{variations.message}</p>
          {variations.variations.map((v, i) => (
            <audio key={i} controls className="w-full" src={`data:audio/mpeg;base64,${v.audioBase64}`} aria-label={`Variation ${i + 1}`} />
          ))}
        </div>
      )}
    </div>
  );
}
