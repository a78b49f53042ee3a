-- The buyer's account and data (issue 46): where each session was signed in, a closed account's
-- tombstone, marketing consent, e-mail changes and data exports.
ALTER TABLE "Session" ADD COLUMN "userAgent" TEXT, ADD COLUMN "ipMasked" TEXT;

ALTER TABLE "User" ADD COLUMN "deletedAt" TIMESTAMP(3), ADD COLUMN "deletedBy" TEXT, ADD COLUMN "marketingEmails" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "EmailChange" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "oldEmail" TEXT NOT NULL,
    "newEmail" TEXT NOT NULL,
    "confirmTokenHash" TEXT NOT NULL,
    "confirmExpiresAt" TIMESTAMP(3) NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "undoTokenHash" TEXT,
    "undoExpiresAt" TIMESTAMP(3),
    "undoneAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailChange_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "EmailChange_confirmTokenHash_key" ON "EmailChange"("confirmTokenHash");
CREATE UNIQUE INDEX "EmailChange_undoTokenHash_key" ON "EmailChange"("undoTokenHash");
CREATE INDEX "EmailChange_userId_createdAt_idx" ON "EmailChange"("userId", "createdAt");
ALTER TABLE "EmailChange" ADD CONSTRAINT "EmailChange_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TYPE "DataExportStatus" AS ENUM ('queued', 'running', 'ready', 'failed');

CREATE TABLE "DataExport" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "status" "DataExportStatus" NOT NULL DEFAULT 'queued',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "storageKey" TEXT,
    "size" BIGINT,
    "error" TEXT,
    "requestedBy" TEXT NOT NULL DEFAULT 'buyer',
    "expiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DataExport_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "DataExport_userId_createdAt_idx" ON "DataExport"("userId", "createdAt");
CREATE INDEX "DataExport_status_updatedAt_idx" ON "DataExport"("status", "updatedAt");
ALTER TABLE "DataExport" ADD CONSTRAINT "DataExport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
