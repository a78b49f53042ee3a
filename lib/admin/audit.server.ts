import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { prisma } from "@/lib/db/client.server";
import type { Operator } from "@/lib/auth/roles";

// The append-only audit log (decision 126): written here, in the same transaction as the
// action it records, and only ever read back. The table's trigger refuses edits.

export type AuditSubject = { type: "order" | "lead" | "user" | "product" | "discount" | "broadcast"; id: string };

type Db = Prisma.TransactionClient | ReturnType<typeof prisma>;

export async function recordAudit(db: Db, operator: Operator, action: string, subject: AuditSubject, detail?: Prisma.InputJsonValue) {
  await db.auditEntry.create({
    data: {
      operatorId: operator.id,
      operatorEmail: operator.email,
      action,
      subjectType: subject.type,
      subjectId: subject.id,
      ...(detail !== undefined && { detail }),
    },
  });
}

/** The entries about one order or lead, oldest first, for its timeline. */
export function auditTrail(subject: AuditSubject) {
  return prisma().auditEntry.findMany({
    where: { subjectType: subject.type, subjectId: subject.id },
    orderBy: { createdAt: "asc" },
    select: { id: true, operatorEmail: true, action: true, detail: true, createdAt: true },
  });
}
