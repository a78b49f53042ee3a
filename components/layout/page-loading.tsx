import { Spinner } from "@/components/ui/spinner";

/**
 * A signed-in page's loading state while its server data streams in. It is at least a full
 * screen tall (the large viewport: phones' toolbars hidden), so the footer starts below the fold
 * and the page that replaces it cannot push anything visible down: with a spinner of its own
 * height, the footer sat in view and moved away (CLS 0.55 on a phone, issue 21).
 */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-lvh flex-1 justify-center py-24" data-testid="page-loading">
      <Spinner label={label} />
    </div>
  );
}
