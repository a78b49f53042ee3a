import { testimonials } from "@/lib/marketing/social-proof";
import { Card, CardContent } from "@/components/ui/card";

/** The four testimonial cards: avatar initial, name, role, quote, monthly income and timeframe. */
export function Testimonials() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {testimonials.map((t) => (
        <li key={t.name}>
          <Card className="h-full">
            <CardContent className="flex h-full flex-col gap-4 pt-6">
              <div className="flex items-center gap-3">
                <span aria-hidden className="flex size-11 items-center justify-center rounded-full bg-accent text-lg font-bold text-accent-foreground">
                  {t.avatar}
                </span>
                <div>
                  <p className="font-semibold">{t.name}</p>
                  <p className="text-sm text-muted-foreground">{t.role}</p>
                </div>
              </div>
              <blockquote className="flex-1 text-pretty">&ldquo;{t.content}&rdquo;</blockquote>
              <p className="text-sm">
                <strong className="text-lg tabular-nums text-primary">{t.income}</strong> <span className="text-muted-foreground">{t.timeframe}</span>
              </p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
