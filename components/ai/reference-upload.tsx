"use client";
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Alert } from "@/components/ui/alert";
import { useHydrated } from "@/components/ui/use-hydrated";
import { newIdempotencyKey, throwIfNotOk } from "@/lib/api/client";
import { errorText } from "./api";
import type { ReferenceImage } from "./reference-image-panel";

const MAX_BYTES = 10 * 1024 * 1024;

type Uploaded = { assetId: string; imageUrl: string };

/**
 * The buyer's own photo as the reference image: the file itself is sent (the server checks its
 * type and size), never a link for the server to fetch (decision 089).
 */
export function ReferenceUpload({ characterId, onUploaded }: { characterId: string; onUploaded: (image: ReferenceImage) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The step arrives as server HTML before its script: a file chosen before then would be lost
  // without a word, so the picker opens only once it can handle the file.
  const ready = useHydrated();

  async function upload(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (file.size > MAX_BYTES) return setError("The picture is larger than 10 MB");
    setBusy(true);
    try {
      const res = await fetch(`/api/user/characters/${characterId}/reference-image`, {
        method: "POST",
        body: file,
        credentials: "include",
        // A fresh key per chosen file: the server stores it once even if the request is replayed.
        headers: { "Content-Type": file.type || "application/octet-stream", "Idempotency-Key": newIdempotencyKey() },
      });
      await throwIfNotOk(res);
      const uploaded = (await res.json()) as Uploaded;
      onUploaded({ imageUrl: uploaded.imageUrl, imageId: "", generationId: "", assetId: uploaded.assetId });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor="reference-upload">Or upload your own photo (PNG, JPEG or WebP, up to 10 MB)</Label>
      <Input
        id="reference-upload"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={busy || !ready}
        className="min-h-11"
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      {busy && <p className="text-sm text-muted-foreground">Uploading...</p>}
      {error && <Alert variant="destructive">{error}</Alert>}
    </div>
  );
}
