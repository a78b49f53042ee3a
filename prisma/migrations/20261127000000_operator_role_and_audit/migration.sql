-- Issue 23: the operator role and the append-only audit log (decision 126).

-- CreateEnum
CREATE TYPE "UserRole" AS ENUM ('buyer', 'operator');

-- AlterTable
ALTER TABLE "User" ADD COLUMN "role" "UserRole" NOT NULL DEFAULT 'buyer';

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" UUID NOT NULL,
    "operatorId" UUID,
    "operatorEmail" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "subjectType" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "detail" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEntry_subjectType_subjectId_createdAt_idx" ON "AuditEntry"("subjectType", "subjectId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEntry_createdAt_idx" ON "AuditEntry"("createdAt");

-- The log is append-only: nothing the app (or a mistaken query) runs can rewrite or drop an entry.
CREATE FUNCTION "audit_entry_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'AuditEntry is append-only';
END;
$$;

CREATE TRIGGER "AuditEntry_append_only" BEFORE UPDATE OR DELETE ON "AuditEntry"
  FOR EACH ROW EXECUTE FUNCTION "audit_entry_is_append_only"();
