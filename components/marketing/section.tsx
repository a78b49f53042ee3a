import { cn } from "@/lib/utils/cn";

/** A page section with an h2 heading and optional lead text; ids become anchors. */
export function Section({
  id,
  title,
  lead,
  children,
  className,
}: {
  id?: string;
  title: string;
  lead?: string;
  children: React.ReactNode;
  className?: string;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("mx-auto w-full max-w-6xl scroll-mt-20 px-4 py-14 sm:py-20", className)}>
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {lead && <p className="mt-3 text-muted-foreground">{lead}</p>}
      </div>
      {children}
    </section>
  );
}
