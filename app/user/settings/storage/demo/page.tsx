import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/require-user.server";
import { demoDriveOffered } from "@/lib/storage/providers/providers.server";
import { demoDriveFiles } from "@/lib/storage/demo-drive.server";
import { DemoDriveFiles } from "@/components/storage/demo-drive-files";

export const metadata: Metadata = { title: "Demo drive" };

// Settings › Cloud storage › Demo drive (decision 205): what the demo drive received, each file a
// download. While a real drive is set up (and not DEMO_MODE=1) there is no demo drive: a 404.
export default async function DemoDrivePage() {
  const { user } = await requireUser();
  if (!demoDriveOffered()) notFound();
  const files = await demoDriveFiles(user.id);
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8 sm:py-12">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Demo drive</h1>
        <p className="text-muted-foreground">
          A stand-in for Dropbox, Google Drive or OneDrive while this site has none set up. Files sent here stay on this server and count toward your storage.
        </p>
      </div>
      <DemoDriveFiles files={files} />
    </div>
  );
}
