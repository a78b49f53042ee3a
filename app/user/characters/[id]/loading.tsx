import { Spinner } from "@/components/ui/spinner";

// As tall as the wizard it stands for (a screen at least, like WizardShell), so the site footer
// stays below the fold when the wizard replaces it.
export default function Loading() {
  return (
    <div className="flex min-h-svh flex-1 items-start justify-center pt-32">
      <Spinner label="Loading character" />
    </div>
  );
}
