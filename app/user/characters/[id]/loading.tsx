import { PageLoading } from "@/components/layout/page-loading";

// As tall as the wizard it stands for (a screen at least, like WizardShell), so the site footer
// stays below the fold when the wizard replaces it.
export default function Loading() {
  return <PageLoading label="Loading character" />;
}
