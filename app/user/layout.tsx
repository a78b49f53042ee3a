import { requireUser } from "@/lib/auth/require-user.server";
import { QueryProvider } from "@/components/layout/query-provider";

// Everything under /user is for signed-in users only; anyone else gets the 404 page.
export default async function UserLayout({ children }: { children: React.ReactNode }) {
  await requireUser();
  return <QueryProvider>{children}</QueryProvider>;
}
