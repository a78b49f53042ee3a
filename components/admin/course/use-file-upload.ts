"use client";
import { useRef, useState } from "react";

export type UploadPhase = { step: "idle" } | { step: "sending"; percent: number } | { step: "checking" } | { step: "failed"; message: string };

/**
 * One file sent to a course upload route with its progress. fetch() cannot report upload
 * progress, so the file goes by XMLHttpRequest, as its raw bytes (the server streams them; no
 * form encoding to unpack). `onDone` gets the route's JSON answer.
 */
export function useFileUpload<T>(onDone: (answer: T) => void) {
  const [phase, setPhase] = useState<UploadPhase>({ step: "idle" });
  const input = useRef<HTMLInputElement>(null);
  const busy = phase.step === "sending" || phase.step === "checking";

  const send = (url: string, file: File) => {
    setPhase({ step: "sending", percent: 0 });
    const xhr = new XMLHttpRequest();
    // The file's name joins the route's own query, if it has one.
    xhr.open("POST", `${url}${url.includes("?") ? "&" : "?"}${new URLSearchParams({ name: file.name })}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) setPhase({ step: "sending", percent: (event.loaded / event.total) * 100 });
    };
    // All bytes sent: the server is checking the file.
    xhr.upload.onload = () => setPhase({ step: "checking" });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        setPhase({ step: "idle" });
        onDone(JSON.parse(xhr.responseText) as T);
      } else {
        let message = "The upload failed. Please try again.";
        try {
          message = (JSON.parse(xhr.responseText) as { message?: string }).message ?? message;
        } catch {}
        setPhase({ step: "failed", message });
      }
      if (input.current) input.current.value = "";
    };
    xhr.onerror = () => setPhase({ step: "failed", message: "The upload was cut off. Check your connection and try again." });
    xhr.send(file);
  };

  const fail = (message: string) => setPhase({ step: "failed", message });
  return { phase, busy, send, fail, input };
}
