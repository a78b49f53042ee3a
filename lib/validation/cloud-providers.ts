// The cloud storage providers and their names, apart from the connection schemas
// (./cloud-connection.ts) so the export buttons load without zod (decision 160).
export const cloudProviders = ["dropbox", "google_drive", "onedrive"] as const;
export type CloudProviderId = (typeof cloudProviders)[number];

export const providerLabels: Record<CloudProviderId, string> = {
  dropbox: "Dropbox",
  google_drive: "Google Drive",
  onedrive: "OneDrive",
};
