import { Check } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { cn } from "@/lib/utils/cn";

/**
 * A list item with a check mark drawn as an SVG icon. Geist has no "✓" glyph, so the text
 * character sent the browser to the system's fallback fonts on first layout (slower first paint,
 * and a different-looking mark on every phone); the icon looks the same everywhere.
 */
export function CheckItem({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <li className={cn("flex items-start gap-2", className)}>
      <StaticIcon icon={Check} strokeWidth={3} className="mt-[0.25em] size-[1em] shrink-0 text-primary" />
      <span>{children}</span>
    </li>
  );
}
