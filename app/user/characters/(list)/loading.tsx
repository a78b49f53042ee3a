import { PageLoading } from "@/components/layout/page-loading";

// The list's own loading state, in the (list) group so it does not wrap the wizard: a streamed
// spinner there made the wizard's first paint a placeholder and its content a later one (LCP,
// decision 160).
export default function Loading() {
  return <PageLoading label="Loading characters" />;
}
