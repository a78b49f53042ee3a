"use client";
import Link from "next/link";
import type { ErrorInfo } from "next/error";
import { Button } from "@/components/ui/button";
import { ErrorNotice } from "@/components/errors/error-notice";

// One character's wizard: a retry, or back to the list to open another character.
export default function CharacterError({ error, retry }: ErrorInfo) {
  return (
    <ErrorNotice title="This character could not be opened" error={error} retry={retry}>
      <Button asChild variant="outline" className="h-11">
        <Link href="/user/characters">Back to Characters</Link>
      </Button>
    </ErrorNotice>
  );
}
