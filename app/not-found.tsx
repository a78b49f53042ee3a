import Link from "next/link";
import type { Metadata } from "next";
import { Button } from "@/components/ui/button";
import { SignInToOpen } from "@/components/auth/sign-in-to-open";

export const metadata: Metadata = { title: "404 Page Not Found", robots: { index: false } };

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you asked for does not exist here.</p>
      <p className="rounded-md bg-muted px-3 py-2 font-mono text-xs text-muted-foreground">
        Did you forget to add the page to the router? Check the route table in app/.
      </p>
      <SignInToOpen />
      <Button asChild>
        <Link href="/">Go home</Link>
      </Button>
    </section>
  );
}
