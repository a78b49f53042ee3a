import "server-only";
import { NotFoundError } from "@/lib/api/errors";
import { isDemoMode } from "@/lib/env";
import { demoDrive } from "./demo-drive.server";
import { dropbox } from "./dropbox.server";
import { googleDrive } from "./google-drive.server";
import { onedrive } from "./onedrive.server";
import { PROVIDER_IDS, type Drive, type ProviderId, type StorageProvider } from "./types";

export const providers: Record<ProviderId, StorageProvider> = { dropbox, google_drive: googleDrive, onedrive };

export const DEMO_DRIVE_ONLY_IN_DEMO = "The demo drive is only offered while this site has no real drive set up, or runs as a demo.";

/**
 * The demo drive is offered whenever no real drive has its OAuth app keys, so a default install
 * can export and send packages, and always with DEMO_MODE=1 (decisions 205 and 340).
 */
export function demoDriveOffered(): boolean {
  return isDemoMode() || PROVIDER_IDS.every((id) => providers[id].credentials() === null);
}

export function isProviderId(value: string): value is ProviderId {
  return (PROVIDER_IDS as readonly string[]).includes(value);
}

/** A real drive of a URL segment, for its OAuth connect; anything else (the demo drive too) is a 404. */
export function providerFor(id: string): StorageProvider {
  if (!isProviderId(id)) throw new NotFoundError();
  return providers[id];
}

/** The drive of a URL segment for the calls every drive answers; the demo drive only while it is offered (decision 340). */
export function driveFor(id: string): Drive {
  if (id === demoDrive.id) {
    if (!demoDriveOffered()) throw new NotFoundError(DEMO_DRIVE_ONLY_IN_DEMO);
    return demoDrive;
  }
  return providerFor(id);
}

export { PROVIDER_IDS, type Drive, type ProviderId, type StorageProvider } from "./types";
