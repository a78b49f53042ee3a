import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export type AiStatus = { openai: "ready" | "demo"; leonardo: "ready" | "demo"; elevenlabs: "ready" | "demo" };

const SERVICES = [
  { key: "openai", name: "OpenAI", role: "Text generation" },
  { key: "leonardo", name: "Leonardo", role: "Image generation" },
  { key: "elevenlabs", name: "ElevenLabs", role: "Voice" },
] as const;

/** Each provider's readiness: Ready with a key, otherwise Demo (not configured; labelled demo output). */
export function StatusPanel({ status }: { status: AiStatus }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Service Status</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-3">
          {SERVICES.map((s) => (
            <li key={s.key} className="flex items-center justify-between gap-2 rounded-lg border p-3" data-testid={`status-${s.key}`}>
              <div>
                <p className="font-medium">{s.name}</p>
                <p className="text-xs text-muted-foreground">{status[s.key] === "ready" ? s.role : `${s.role} · Not configured`}</p>
              </div>
              {status[s.key] === "ready" ? <Badge variant="success">Ready</Badge> : <Badge variant="secondary">Demo</Badge>}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
