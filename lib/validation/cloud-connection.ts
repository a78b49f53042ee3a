import { z } from "zod";

// Cloud storage connection (spec section 3): the provider of a URL segment and the export
// request. Shared by the route handlers, the storage components and the tests.
export { cloudProviders, providerLabels, type CloudProviderId, type OAuthProviderId } from "./cloud-providers";
import { DEMO_DRIVE, driveIds, type CloudProviderId } from "./cloud-providers";

/** Route params: an unknown provider fails this and the route answers 404 (the demo drive too outside demo mode). */
export const providerParamsSchema = z.object({ provider: z.enum(driveIds) });

/** The demo drive's own routes: any other provider is a 404. */
export const demoDriveParamsSchema = z.object({ provider: z.literal(DEMO_DRIVE) });
export const demoDriveFileParamsSchema = demoDriveParamsSchema.extend({ id: z.uuid() });

export const exportRequestSchema = z.object({
  characterId: z.uuid({ message: "Choose a character to export" }),
});
export type ExportRequest = z.infer<typeof exportRequestSchema>;

/** The OAuth callback's query: either a code and state, or the provider's error. */
export const oauthCallbackSchema = z.object({
  code: z.string().min(1).max(4096).optional(),
  state: z.string().min(1).max(512).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

export type CloudConnectionView = {
  provider: CloudProviderId;
  displayName: string | null;
  email: string | null;
  status: "active" | "broken";
  connectedAt: string;
};

export type CloudProviderView = { provider: CloudProviderId; label: string; configured: boolean; missing: string[] };

export type ConnectionsResponse = { connections: CloudConnectionView[]; providers: CloudProviderView[] };

/** A file the demo drive received, as its page lists it. */
export type DemoDriveFileView = { id: string; folder: string; name: string; size: number; receivedAt: string; url: string };

export type TestConnectionResponse = { success: boolean; tokenRefreshed: boolean; message?: string };

/** One line of the export's progress stream (newline-delimited JSON). */
export type ExportEvent =
  | { type: "start"; folder: string; total: number }
  | { type: "file"; index: number; name: string; ok: boolean; error?: string }
  | { type: "done"; folder: string; uploaded: number; failed: number }
  | { type: "error"; message: string; reconnect: boolean };
