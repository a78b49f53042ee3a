"use client";
import { apiRequest, newIdempotencyKey, serverMessage } from "@/lib/api/client";
import { DEMO_DRIVE, type CloudProviderId } from "@/lib/validation/cloud-providers";

// Spec section 4 "Cloud storage connect": fetch the auth URL, open a 600x600 popup, poll every
// 1 s until it closes. The popup is opened blank first, inside the click, so pop-up blockers
// allow it; it is then sent to the provider once the URL arrives.
export const POPUP_SIZE = 600;
export const POLL_MS = 1000;

export class ConnectError extends Error {}

/** Resolves when the popup has closed, with the callback page's failure message if it sent one. */
export async function connectInPopup(provider: CloudProviderId): Promise<{ failure?: string }> {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_SIZE) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_SIZE) / 2);
  const popup = window.open("about:blank", `connect-${provider}`, `width=${POPUP_SIZE},height=${POPUP_SIZE},left=${left},top=${top}`);
  if (!popup) throw new ConnectError("Allow pop-ups for this site, then press Connect again.");

  let authUrl: string;
  try {
    const res = await apiRequest("GET", `/api/cloud-storage/${provider}/auth`);
    authUrl = ((await res.json()) as { authUrl: string }).authUrl;
  } catch (error) {
    popup.close();
    throw new ConnectError(serverMessage(error) ?? "Failed to connect to cloud storage");
  }
  popup.location.href = authUrl;

  let failure: string | undefined;
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: string; ok?: boolean; message?: string } | null;
    if (event.origin === window.location.origin && data?.type === "cloud-storage-connect" && !data.ok) failure = data.message;
  };
  window.addEventListener("message", onMessage);
  await new Promise<void>((resolve) => {
    const timer = window.setInterval(() => {
      if (popup.closed) {
        window.clearInterval(timer);
        resolve();
      }
    }, POLL_MS);
  });
  window.removeEventListener("message", onMessage);
  return { failure };
}

/** Connects a drive: the demo drive with one request (it has no OAuth app, decision 205), a real one in the popup. */
export async function connectDrive(provider: CloudProviderId): Promise<{ failure?: string }> {
  if (provider !== DEMO_DRIVE) return connectInPopup(provider);
  try {
    await apiRequest("POST", `/api/cloud-storage/${provider}/connect`, undefined, { idempotencyKey: newIdempotencyKey() });
    return {};
  } catch (error) {
    throw new ConnectError(serverMessage(error) ?? "Failed to connect the demo drive");
  }
}
