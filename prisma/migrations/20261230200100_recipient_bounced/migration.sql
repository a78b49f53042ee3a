-- A broadcast recipient reported as bounced or complaining by the provider (issue 45, item 7;
-- decision 435), and the index its bounce report finds it by.
-- AlterEnum
ALTER TYPE "BroadcastRecipientState" ADD VALUE 'bounced';

-- CreateIndex
CREATE INDEX "BroadcastRecipient_email_sentAt_idx" ON "BroadcastRecipient"("email", "sentAt");
