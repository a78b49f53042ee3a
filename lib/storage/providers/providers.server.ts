import "server-only";
import { NotFoundError } from "@/lib/api/errors";
import { dropbox } from "./dropbox.server";
import { googleDrive } from "./google-drive.server";
import { onedrive } from "./onedrive.server";
import { PROVIDER_IDS, type ProviderId, type StorageProvider } from "./types";

export const providers: Record<ProviderId, StorageProvider> = { dropbox, google_drive: googleDrive, onedrive };

export function isProviderId(value: string): value is ProviderId {
  return (PROVIDER_IDS as readonly string[]).includes(value);
}

/** The provider of a URL segment; an unknown one is a 404. */
export function providerFor(id: string): StorageProvider {
  if (!isProviderId(id)) throw new NotFoundError();
  return providers[id];
}

export { PROVIDER_IDS, type ProviderId, type StorageProvider } from "./types";
