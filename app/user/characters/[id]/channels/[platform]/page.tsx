import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/require-user.server";
import { Badge } from "@/components/ui/badge";
import { HttpError } from "@/lib/api/errors";
import { demoChannelReceived } from "@/lib/publishing/channels.server";
import { DEMO_REFUSAL_TAG } from "@/lib/publishing/demo-channel.server";
import { isPublishPlatform, PLATFORMS } from "@/lib/publishing/platforms";
import { assetPath } from "@/lib/media/assets.server";

export const metadata: Metadata = { title: "Demo channel" };

type Props = { params: Promise<{ id: string; platform: string }> };

// A character's demo channel (decision 400): what it received, each post with its caption and
// video, labelled as a demo. Another buyer's character, or a platform without a demo channel, is a 404.
export default async function DemoChannelPage({ params }: Props) {
  const { user } = await requireUser();
  const { id, platform } = await params;
  if (!isPublishPlatform(platform) || !/^[0-9a-f-]{36}$/i.test(id)) notFound();
  const received = await demoChannelReceived(user.id, id, platform).catch((error) => {
    if (error instanceof HttpError && error.status === 404) notFound();
    throw error;
  });
  const { label, product } = PLATFORMS[platform];
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8 sm:py-12">
      <div className="grid gap-1">
        <p className="text-sm">
          <Link className="underline" href={`/user/characters/${id}?step=posts`}>
            Back to {received.character.name}&apos;s calendar
          </Link>
        </p>
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          Demo {label} channel <Badge variant="secondary">Demo</Badge>
        </h1>
        <p className="text-muted-foreground">
          A stand-in for {received.character.name}&apos;s {label} account while this site has no {label} app keys: posts published here stay on this server and
          nobody on {label} sees them. It takes what {label} {product} take, and refuses a caption containing &quot;{DEMO_REFUSAL_TAG}&quot; so you can see a
          refusal and a Retry.
        </p>
      </div>
      {received.posts === null ? (
        <p>This character has no demo {label} channel connected. Connect it on the calendar.</p>
      ) : received.posts.length === 0 ? (
        <p>Nothing published here yet.</p>
      ) : (
        <ol className="grid gap-4" aria-label="Received posts">
          {received.posts.map((p) => (
            <li key={p.id} id={`post-${p.id}`} className="grid gap-2 rounded-lg border p-3 target:ring-2 target:ring-primary" data-testid="demo-channel-post">
              <p className="text-xs text-muted-foreground">Published {new Date(p.receivedAt).toUTCString()}</p>
              {p.assetId && <video className="aspect-[9/16] max-h-96 rounded bg-black" controls preload="none" src={assetPath(p.assetId)} />}
              <p className="whitespace-pre-wrap">{p.caption}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
