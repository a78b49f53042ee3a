import Link from "next/link";
import { Download } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/utils/money";
import { formatStorage } from "@/lib/media/storage-format";
import type { DemoDriveFileView } from "@/lib/validation/cloud-connection";
import { DeleteDemoFileButton } from "./delete-demo-file-button";

const SETTINGS = "/user/settings/storage";
const linkClass = "font-medium text-primary underline underline-offset-4";

/** The demo drive's files by folder, newest first, each a download; null: the drive is not connected. */
export function DemoDriveFiles({ files }: { files: DemoDriveFileView[] | null }) {
  const folders = Map.groupBy(files ?? [], (f) => f.folder);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Files received</CardTitle>
        <CardDescription>Each export or package makes a folder named after the character, as on a real drive.</CardDescription>
      </CardHeader>
      <CardContent>
        {files === null ? (
          <p className="text-sm">
            The demo drive is not connected.{" "}
            <Link href={SETTINGS} className={linkClass}>
              Connect it in Cloud storage
            </Link>
          </p>
        ) : files.length === 0 ? (
          <p className="text-sm">
            Nothing has arrived yet. Use “Export Assets” in{" "}
            <Link href={SETTINGS} className={linkClass}>
              Cloud storage
            </Link>{" "}
            or “Send package to drive” on a character&apos;s Mirage Video step.
          </p>
        ) : (
          <div className="grid gap-6">
            {[...folders].map(([folder, inFolder]) => (
              <section key={folder} aria-label={`Folder ${folder}`} className="grid gap-2">
                <h3 className="font-medium">{folder}</h3>
                <ul className="divide-y rounded-lg border">
                  {inFolder.map((f) => (
                    <li key={f.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center" data-testid="demo-drive-file">
                      <div className="min-w-0 flex-1">
                        <p className="font-medium [overflow-wrap:anywhere]">{f.name}</p>
                        <p className="text-sm text-muted-foreground">
                          {formatStorage(f.size)} · received {formatDateTime(new Date(f.receivedAt))}
                        </p>
                      </div>
                      <div className="flex gap-2 sm:shrink-0">
                        <a
                          href={f.url}
                          download={f.name}
                          className="inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-md border px-3 text-sm font-medium hover:bg-accent sm:h-9"
                        >
                          <StaticIcon icon={Download} className="size-4" /> Download<span className="sr-only"> {f.name}</span>
                        </a>
                        <DeleteDemoFileButton url={f.url} name={f.name} />
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
