"use client";
import { OutwardMark } from "@/components/ui/outward-mark";
import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/input";
import { ApiError, apiRequest, throwIfNotOk, type RequestOptions } from "@/lib/api/client";
import { useCreateAction } from "@/lib/query/use-create-action";
import { DELIVERY_ACCEPT, formatBytes, MAX_DELIVERY_FILE_BYTES } from "@/lib/orders/delivery-rules";
import type { OrderStatus } from "@/lib/orders/order-status";

type Item = { id: string; kind: "file" | "link"; name: string; url: string | null; size: number | null };
type Props = { orderId: string; status: OrderStatus; items: Item[]; isServiceOrder: boolean };

const messageOf = (error: unknown) => (error instanceof ApiError ? (error.serverMessage ?? error.message) : "Something went wrong. Please try again.");

/**
 * The operator's controls on an order's page: move it to in production, then build the delivery
 * (upload files, add links, remove either), write the buyer a message and mark it delivered.
 * Each action is one API call; the page re-renders from the server after it.
 */
export function OrderActions({ orderId, status, items, isServiceOrder }: Props) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState("");
  const files = useRef<HTMLInputElement>(null);
  const base = `/api/admin/orders/${orderId}`;

  // One action at a time, each click with its own Idempotency-Key (issue 31).
  type Work = { label: string; work: (request: RequestOptions) => Promise<unknown> };
  const action = useCreateAction({ mutationFn: async ({ work }: Work, request) => (await work(request), true) });
  const busy = action.busy ? (action.variables?.label ?? "") : null;

  async function run(label: string, work: (request: RequestOptions) => Promise<unknown>) {
    setError(null);
    try {
      if (await action.runAsync({ label, work })) router.refresh();
    } catch (e) {
      setError(messageOf(e));
    }
  }

  const upload = (list: FileList) =>
    run("upload", async (request) => {
      for (const [i, file] of Array.from(list).entries()) {
        if (file.size > MAX_DELIVERY_FILE_BYTES)
          throw new ApiError(413, { message: `${file.name} is larger than ${formatBytes(MAX_DELIVERY_FILE_BYTES)}.` }, "");
        // One key per file of this click, so a replay of the click sends no file twice.
        const headers = { "Idempotency-Key": `${request.idempotencyKey}-${i}` };
        const res = await fetch(`${base}/files?name=${encodeURIComponent(file.name)}`, { method: "POST", body: file, credentials: "include", headers });
        await throwIfNotOk(res);
      }
      if (files.current) files.current.value = "";
    });

  if (!isServiceOrder) return <p className="text-sm text-muted-foreground">A course-only order has no done-for-you delivery.</p>;
  if (status === "refunded" || status === "disputed" || status === "revoked" || status === "delivered") return null;

  return (
    <div className="flex flex-col gap-4" aria-busy={busy !== null}>
      {error && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {error}
        </p>
      )}
      {status === "paid" && (
        <Button disabled={busy !== null} onClick={() => run("status", (request) => apiRequest("POST", `${base}/status`, { status: "in_production" }, request))}>
          Move to in production
        </Button>
      )}
      {status === "in_production" && (
        <>
          <label className="flex flex-col gap-1 text-sm font-medium">
            Upload files
            <input
              ref={files}
              type="file"
              multiple
              accept={DELIVERY_ACCEPT}
              disabled={busy !== null}
              onChange={(e) => e.target.files?.length && upload(e.target.files)}
              className="text-sm font-normal file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
            />
            <span className="font-normal text-muted-foreground">
              Images, video, audio, PDF, ZIP or text; up to {formatBytes(MAX_DELIVERY_FILE_BYTES)} each.
            </span>
          </label>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              const form = new FormData(e.currentTarget);
              const target = e.currentTarget;
              void run("link", async (request) => {
                await apiRequest("POST", `${base}/links`, { label: form.get("label"), url: form.get("url") }, request);
                target.reset();
              });
            }}
          >
            <label className="flex flex-col gap-1 text-sm font-medium">
              Link label
              <Input name="label" required maxLength={120} placeholder="All 200 images" className="w-48" />
            </label>
            <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
              Link
              <Input name="url" type="url" required placeholder="https://" className="min-w-56" />
            </label>
            <Button type="submit" variant="outline" disabled={busy !== null} className="h-11">
              Add link
            </Button>
          </form>
          {items.length > 0 && (
            <ul className="flex flex-col gap-1 text-sm" aria-label="Delivered files and links">
              {items.map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-2">
                  <a
                    href={item.kind === "file" ? `${base}/items/${item.id}` : item.url!}
                    {...(item.kind === "link" && { target: "_blank", rel: "noopener noreferrer" })}
                    className="break-all underline-offset-2 hover:underline"
                  >
                    {item.name}
                    {item.kind === "link" && <OutwardMark href={item.url!} />}
                  </a>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy !== null}
                    onClick={() => run("remove", () => apiRequest("DELETE", `${base}/items/${item.id}`))}
                  >
                    Remove<span className="sr-only"> {item.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <label className="flex flex-col gap-1 text-sm font-medium">
            Message to the buyer
            <Textarea
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              maxLength={4000}
              rows={4}
              placeholder="What is in the delivery, how to use it."
            />
          </label>
          <Button
            disabled={busy !== null || items.length === 0}
            onClick={() => run("deliver", (request) => apiRequest("POST", `${base}/status`, { status: "delivered", message }, request))}
          >
            Mark delivered and e-mail the buyer
          </Button>
        </>
      )}
      {busy && <p className="text-sm text-muted-foreground">Working…</p>}
    </div>
  );
}
