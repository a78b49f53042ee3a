import { cn } from "@/lib/utils/cn";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span
      role="status"
      aria-label={label}
      className={cn("inline-block size-8 animate-spin rounded-full border-4 border-primary/30 border-t-primary", className)}
    />
  );
}
