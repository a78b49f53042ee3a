-- The onboarding sequence and checkout reminders (issue 45, items 2 and 3; decisions 416, 417).
-- AlterTable
ALTER TABLE "OpenIntent" ADD COLUMN "email" TEXT;

-- CreateTable
CREATE TABLE "EmailAutomation" (
    "id" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "enabledAt" TIMESTAMP(3),
    "delayHours" INTEGER,
    "texts" JSONB,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EmailAutomation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AutomatedEmail" (
    "kind" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "userId" UUID,
    "state" "BroadcastRecipientState" NOT NULL DEFAULT 'queued',
    "answer" TEXT,
    "attemptedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "AutomatedEmail_pkey" PRIMARY KEY ("kind","key")
);

-- CreateIndex
CREATE INDEX "AutomatedEmail_email_idx" ON "AutomatedEmail"("email");

-- AddForeignKey
ALTER TABLE "AutomatedEmail" ADD CONSTRAINT "AutomatedEmail_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
