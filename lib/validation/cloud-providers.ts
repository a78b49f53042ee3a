// The cloud storage providers and their names, apart from the connection schemas
// (./cloud-connection.ts) so the export buttons load without zod (decision 160).
/** The real drives, each connected through its OAuth app. */
export const cloudProviders = ["dropbox", "google_drive", "onedrive"] as const;
export type OAuthProviderId = (typeof cloudProviders)[number];

/** The labelled demo drive, offered while no real drive is set up or with DEMO_MODE=1; its files stay on this server (decisions 205, 340). */
export const DEMO_DRIVE = "demo" as const;
export const driveIds = [...cloudProviders, DEMO_DRIVE] as const;
export type CloudProviderId = (typeof driveIds)[number];

export const providerLabels: Record<CloudProviderId, string> = {
  dropbox: "Dropbox",
  google_drive: "Google Drive",
  onedrive: "OneDrive",
  demo: "Demo drive",
};

/** Where the buyer browses and downloads what the demo drive received. */
export const DEMO_DRIVE_PAGE = "/user/settings/storage/demo";
