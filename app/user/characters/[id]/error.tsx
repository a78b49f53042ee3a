"use client";
import Link from "next/link";
import type { ErrorInfo } from "next/error";
import { buttonVariants } from "@/components/ui/button-variants";
import { ErrorNotice } from "@/components/errors/error-notice";

// One character's wizard: a retry, or back to the list to open another character.
export default function CharacterError({ error, retry }: ErrorInfo) {
  return (
    <ErrorNotice title="This character could not be opened" error={error} retry={retry}>
      <Link href="/user/characters" className={buttonVariants({ variant: "outline", size: "lg" })}>
        Back to Characters
      </Link>
    </ErrorNotice>
  );
}
