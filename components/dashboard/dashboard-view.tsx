import Link from "next/link";
import { BadgeCheck, FlaskConical, Users } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import type { CourseProgressSummary } from "@/lib/course/summary";
import { PanelBoundary } from "@/components/errors/panel-boundary";
import { CourseCard } from "./course-card";
import { RecentActivity, type ActivityItem } from "./recent-activity";

// Spec section 2: the dashboard's states. Its loading state was the route's streamed spinner,
// dropped so the dashboard itself is the first paint (decision 160). The checkout and the storage
// panel are slots.
export type DashboardState =
  | { kind: "signed-out" }
  | { kind: "no-purchase"; email: string; checkout: React.ReactNode; /** A video pack's delivery (it opens no studio). */ delivery?: React.ReactNode }
  | {
      kind: "active";
      characterCount: number;
      /** The buyer's files against their storage quota: "1.2 GB of 2 GB". */
      storage: string;
      /** Generated for the buyer's characters: images, shots, voice clips (not uploads, not videos). */
      assetCount: number;
      /** Rendered draft videos. */
      videoCount: number;
      activity: ActivityItem[];
      course: CourseProgressSummary;
      storagePanel: React.ReactNode;
      /** "Your delivery" of a done-for-you order, when the buyer has one. */
      delivery?: React.ReactNode;
      /** Publishing channels whose connection broke: "Reconnect needed" with a link (decision 438). */
      reconnect?: React.ReactNode;
    };

export function DashboardView({ state }: { state: DashboardState }) {
  if (state.kind === "signed-out") {
    return (
      <div className="flex flex-col items-center gap-4 py-24 text-center">
        <p className="text-lg font-medium">Please log in to access your dashboard</p>
        <Button asChild className="h-11">
          <Link href="/auth">Sign In</Link>
        </Button>
      </div>
    );
  }
  if (state.kind === "no-purchase") {
    return (
      <div className="flex flex-col gap-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome, {state.email.split("@")[0] || "there"}!</h1>
          <p className="text-muted-foreground">Complete your purchase to start creating your AI influencer.</p>
        </div>
        {state.delivery && <PanelBoundary title="Your delivery could not be shown">{state.delivery}</PanelBoundary>}
        {state.checkout}
      </div>
    );
  }
  const stats = [
    { label: "Characters Created", value: String(state.characterCount) },
    { label: "Assets Generated", value: String(state.assetCount) },
    { label: "Videos Created", value: String(state.videoCount) },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard</h1>
        <Badge variant="success" className="px-3 py-1 text-sm">
          <StaticIcon icon={BadgeCheck} className="size-4" /> AI Character Creation Active
        </Badge>
      </div>
      <div className="grid grid-cols-3 gap-2 sm:gap-4">
        {stats.map((s) => (
          <Card key={s.label}>
            <CardContent className="flex h-full flex-col justify-between gap-1 p-3 sm:p-6">
              <p className="text-xs text-muted-foreground sm:text-sm">{s.label}</p>
              <p className="text-2xl font-bold tabular-nums sm:text-3xl" data-testid={`stat-${s.label}`}>
                {s.value}
              </p>
            </CardContent>
          </Card>
        ))}
      </div>
      <p className="text-sm text-muted-foreground" data-testid="storage-use">
        Your files: <span className="font-medium text-foreground tabular-nums">{state.storage}</span>
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild size="lg" className="h-12">
          <Link href="/user/characters">
            <StaticIcon icon={Users} /> {state.characterCount === 0 ? "Create First Character" : "View Characters"}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="h-12">
          <Link href="/tests/ai">
            <StaticIcon icon={FlaskConical} /> Test AI Services
          </Link>
        </Button>
      </div>
      {/* Each panel fails on its own: a retry in its place, the rest of the dashboard still works. */}
      {state.reconnect && <PanelBoundary title="Your publishing channels could not be shown">{state.reconnect}</PanelBoundary>}
      {state.delivery && <PanelBoundary title="Your delivery could not be shown">{state.delivery}</PanelBoundary>}
      <PanelBoundary title="Your course progress could not be shown">
        <CourseCard progress={state.course} />
      </PanelBoundary>
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <PanelBoundary title="Cloud storage could not be shown">{state.storagePanel}</PanelBoundary>
        <PanelBoundary title="Recent activity could not be shown">
          <RecentActivity items={state.activity} />
        </PanelBoundary>
      </div>
    </div>
  );
}
