// buttonVariants, not Button: app/error.tsx ships with every page, and Button's class merging
// (tailwind-merge) must stay off the marketing pages (decision 033).
import { buttonVariants } from "@/components/ui/button-variants";

type Props = {
  /** What could not be shown, in the buyer's words ("Your dashboard could not be shown"). */
  title: string;
  error: unknown;
  retry: () => void;
  /** A whole page (centred, roomy) or one panel among others (compact, inside its card's place). */
  size?: "page" | "panel";
  /** Another way out beside "Try again" (a link back to a list). */
  children?: React.ReactNode;
};

/**
 * What a failed page or panel shows instead of a blank screen: what failed, a "Try again" that
 * renders it again, and the error's digest, which matches the server's log line (Next.js hides
 * a server error's message in production, so the digest is what support can look up).
 */
export function ErrorNotice({ title, error, retry, size = "page", children }: Props) {
  const digest = typeof error === "object" && error !== null && "digest" in error && typeof error.digest === "string" ? error.digest : undefined;
  const page = size === "page";
  return (
    <div
      role="alert"
      className={
        page
          ? "mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center"
          : "flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-red-900"
      }
    >
      {page ? <h1 className="text-2xl font-bold">{title}</h1> : <h2 className="text-base font-semibold">{title}</h2>}
      <p className={page ? "text-muted-foreground" : "text-sm"}>
        Something went wrong on our side. Try again; if it keeps failing, reload the page in a minute.
      </p>
      {digest && <p className="font-mono text-xs opacity-70">Reference: {digest}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonVariants({ variant: page ? "default" : "outline", size: "lg" })} onClick={() => retry()}>
          Try again
        </button>
        {children}
      </div>
    </div>
  );
}
