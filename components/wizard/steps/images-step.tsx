import { ImageIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** Spec section 2: a gallery of 8 placeholders labelled "200+ Images Available". */
export function ImagesStep() {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        <p className="text-lg font-semibold">200+ Images Available</p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="flex aspect-[9/16] items-center justify-center rounded-lg border bg-gradient-to-br from-accent to-muted" aria-label={`Image placeholder ${i + 1}`} role="img">
              <ImageIcon aria-hidden className="size-8 text-primary/40" />
            </div>
          ))}
        </div>
        <div className="flex flex-col items-start gap-1">
          <Button variant="outline" className="h-11" disabled>Generate Character Shots</Button>
          <p className="text-xs text-muted-foreground">Creates 9:16 shots consistent with the reference image once the AI services are connected.</p>
        </div>
      </CardContent>
    </Card>
  );
}
