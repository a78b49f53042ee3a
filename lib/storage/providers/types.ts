// The one shape every cloud storage provider implements, so the OAuth flow, the connection
// test and the export never branch on which drive they talk to.
export const PROVIDER_IDS = ["dropbox", "google_drive", "onedrive"] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];
/** The real drives and the demo drive (offered while no real drive has keys, or with DEMO_MODE=1: decisions 205, 340). */
export type DriveId = ProviderId | "demo";

export type ClientCredentials = { clientId: string; clientSecret: string };

/** What is sealed into CloudConnection.tokensSealed. expiresAt is epoch ms; absent = no expiry. */
export type TokenSet = { accessToken: string; refreshToken?: string; expiresAt?: number };

export type AccountInfo = { displayName: string | null; email: string | null };

/** A folder made for one export; `ref` is whatever the provider needs to upload into it. */
export type FolderRef = { name: string; ref: string };

export type UploadFile = { name: string; contentType: string; data: Buffer };

/** A large file spooled to disk (a package ZIP), sent in chunks with the drive's resumable upload. */
export type LargeFile = { name: string; contentType: string; path: string; size: number };

export type AuthorizeInput = { clientId: string; redirectUri: string; state: string; codeChallenge: string };

/**
 * What the connection test, the export and the package send call on a drive: the same calls
 * whether it is a real provider or the demo drive, which differs only in how it is connected.
 */
export interface Drive {
  id: DriveId;
  label: string;
  /** The cheap "who am I" call used at connect time and by the connection test. */
  account(accessToken: string): Promise<AccountInfo>;
  createFolder(accessToken: string, name: string): Promise<FolderRef>;
  upload(accessToken: string, folder: FolderRef, file: UploadFile): Promise<{ name: string }>;
  /** Sends a file of any size in chunks (Dropbox upload session, Drive resumable upload, OneDrive upload session). */
  uploadLarge(accessToken: string, folder: FolderRef, file: LargeFile): Promise<{ name: string }>;
  /** Withdraws the app's access at the provider on disconnect, where the provider offers that. */
  revoke?(tokens: TokenSet): Promise<void>;
}

/** A real drive, connected through its OAuth app. */
export interface StorageProvider extends Drive {
  id: ProviderId;
  /** The variables that configure this provider's OAuth app (named in "Not configured"). */
  envNames: readonly [string, string];
  credentials(): ClientCredentials | null;
  authorizeUrl(input: AuthorizeInput): string;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string; credentials: ClientCredentials }): Promise<TokenSet>;
  /** Throws RefreshRevokedError when the provider no longer honours the refresh token. */
  refresh(refreshToken: string, credentials: ClientCredentials): Promise<TokenSet>;
}

export const isOAuthProvider = (drive: Drive): drive is StorageProvider => "refresh" in drive;
