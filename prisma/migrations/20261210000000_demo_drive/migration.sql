-- The demo drive (decision 205): a CloudProvider value and the files it received.
ALTER TYPE "CloudProvider" ADD VALUE 'demo';

-- CreateTable
CREATE TABLE "DemoDriveFile" (
    "id" UUID NOT NULL,
    "connectionId" UUID NOT NULL,
    "folder" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "storageKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DemoDriveFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DemoDriveFile_storageKey_key" ON "DemoDriveFile"("storageKey");

-- CreateIndex
CREATE INDEX "DemoDriveFile_connectionId_createdAt_idx" ON "DemoDriveFile"("connectionId", "createdAt");

-- AddForeignKey
ALTER TABLE "DemoDriveFile" ADD CONSTRAINT "DemoDriveFile_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "CloudConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
