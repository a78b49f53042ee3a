import Link from "next/link";
import type { Metadata } from "next";
import { ArrowLeft } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { NewCharacterForm } from "@/components/characters/new-character-form";
import { requireBuyer } from "@/lib/auth/require-user.server";
import { listClients } from "@/lib/studio/clients.server";

export const metadata: Metadata = { title: "Create Character" };

export default async function NewCharacterPage() {
  const { user } = await requireBuyer();
  // The picker's first page; it loads more clients in the browser when asked (decision 156).
  const clients = await listClients(user.id);
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <Link href="/user/characters" className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <StaticIcon icon={ArrowLeft} className="size-4" /> Back to Characters
      </Link>
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">Create Character</h1>
      <NewCharacterForm clients={clients} />
    </section>
  );
}
