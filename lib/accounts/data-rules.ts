// What happens to each table that holds a buyer's data (issue 46, decision 362): on deletion it
// is deleted or kept (and why), and the data export includes it or says why it does not. The
// table list is read from the database schema (./owned-rows.server.ts): every table with a
// foreign key path to "User" or "Character", or a userId/characterId column. A table added
// later without a line here fails tests/accounts/account-data-rules.test.ts.

export type DataRule = {
  /** On deletion: "delete" every row of the buyer, or "keep" it for the reason given. */
  onDelete: "delete" | "keep";
  keepWhy?: string;
  /** In the export: true, or the reason the table is left out. */
  export: true | string;
  /** Columns never exported (secrets, hashes, raw bytes that are exported as files). */
  omit?: string[];
  /** What the export says about a left-out column, in place of its value. */
  omitNote?: Record<string, string>;
};

export const ACCOUNTING_KEEP = "accounting: tax law asks the seller to keep sales records (amount, date, product, refunds) for 10 years";

export const DATA_RULES: Record<string, DataRule> = {
  User: {
    onDelete: "keep",
    keepWhy: "a tombstone the kept purchases point to: the e-mail is replaced, the password and consent cleared",
    export: true,
    omit: ["passwordHash"],
    omitNote: { passwordHash: "left out: the password is stored only as a one-way hash, which is of no use to you" },
  },
  Purchase: { onDelete: "keep", keepWhy: ACCOUNTING_KEEP, export: true },
  Refund: { onDelete: "keep", keepWhy: ACCOUNTING_KEEP, export: true },
  Session: { onDelete: "delete", export: true, omit: ["id"] },
  PasswordSetupToken: { onDelete: "delete", export: "one-time password links: only their hashes are stored, and they are secrets" },
  OAuthState: { onDelete: "delete", export: "a cloud drive sign-in in progress: short-lived secrets, deleted within minutes" },
  EmailChange: { onDelete: "delete", export: true, omit: ["confirmTokenHash", "undoTokenHash"] },
  BroadcastRecipient: { onDelete: "delete", export: true },
  AutomatedEmail: { onDelete: "delete", export: true },
  DataExport: { onDelete: "delete", export: "the list of exports you asked for: this file is one of them" },
  DeliveryItem: { onDelete: "delete", export: true },
  Client: { onDelete: "delete", export: true },
  Character: { onDelete: "delete", export: true },
  CharacterProfile: { onDelete: "delete", export: true },
  CharacterStepData: { onDelete: "delete", export: true },
  SocialLink: {
    onDelete: "delete",
    export: true,
    omit: ["loginPasswordSealed"],
    omitNote: { loginPasswordSealed: "left out: social account passwords are never exported; reveal them one by one in the studio" },
  },
  CloudConnection: {
    onDelete: "delete",
    export: true,
    omit: ["tokensSealed"],
    omitNote: { tokensSealed: "left out: the drive's access tokens are secrets" },
  },
  DemoDriveFile: { onDelete: "delete", export: true },
  GenerationJob: { onDelete: "delete", export: true },
  Asset: { onDelete: "delete", export: true, omit: ["bytes"] },
  Activity: { onDelete: "delete", export: true },
  ContentPost: { onDelete: "delete", export: true },
  LessonProgress: { onDelete: "delete", export: true },
  // Publishing (issue 47): a character's channels, its posts' publications, what a demo channel received.
  PublishingChannel: {
    onDelete: "delete",
    export: true,
    omit: ["tokensSealed"],
    omitNote: { tokensSealed: "left out: the platform's access tokens are secrets" },
  },
  PostPublication: { onDelete: "delete", export: true },
  DemoChannelPost: { onDelete: "delete", export: true },
};

/** The operator's actions on a buyer's written request, as the audit log names them. */
export const ACCOUNT_ACTIONS = { deleted: "customer.account_deleted", exported: "customer.data_exported" } as const;
