import type { Metadata } from "next";
import { requireBuyer } from "@/lib/auth/require-user.server";
import { aiStatus } from "@/lib/ai/providers.server";
import { StatusPanel } from "@/components/ai/status-panel";
import { AiTestBench } from "@/components/ai/ai-test-bench";
import { QueryProvider } from "@/components/layout/query-provider";

export const metadata: Metadata = { title: "AI Services Test", robots: { index: false } };

// Signed-in only (linked from the dashboard); the status is read on the server from the keys.
export default async function AiTestPage() {
  await requireBuyer();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">AI Services Test</h1>
        <p className="text-muted-foreground">Try text, image and voice generation before using them on a character.</p>
      </div>
      <StatusPanel status={aiStatus()} />
      {/* The bench's generation jobs poll through TanStack Query, as the wizard's do. */}
      <QueryProvider>
        <AiTestBench />
      </QueryProvider>
    </div>
  );
}
