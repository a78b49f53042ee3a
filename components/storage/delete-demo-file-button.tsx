"use client";
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Trash2 } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { notify } from "@/lib/utils/notify";

/** Deletes one file from the demo drive after a confirm, then re-renders the list on the server. */
export function DeleteDemoFileButton({ url, name }: { url: string; name: string }) {
  const router = useRouter();
  const [deleting, setDeleting] = useState(false);
  const [refreshing, startTransition] = useTransition();

  async function remove() {
    if (!window.confirm(`Delete “${name}” from the demo drive? This frees its space and cannot be undone.`)) return;
    setDeleting(true);
    try {
      await apiRequest("DELETE", url);
      notify.success("Deleted", { description: `“${name}” is no longer on the demo drive.` });
      startTransition(() => router.refresh());
    } catch (error) {
      notify.error("Not deleted", { description: serverMessage(error) ?? "Please try again." });
    } finally {
      setDeleting(false);
    }
  }

  const busy = deleting || refreshing;
  return (
    <Button variant="ghost" size="sm" className="h-11 text-destructive sm:h-9" onClick={remove} disabled={busy}>
      <StaticIcon icon={Trash2} /> {busy ? "Deleting..." : "Delete"}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
