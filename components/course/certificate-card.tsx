import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";

type Props = { complete: boolean; left: number; email: string; icon: React.ReactNode };

/**
 * The certificate of completion (issue 32): a plain form that downloads the PDF once every
 * lesson is done, with the name to print (the buyer's e-mail address when left empty).
 */
export function CertificateCard({ complete, left, email, icon }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          {icon} Certificate of completion
        </CardTitle>
        <CardDescription>
          {complete
            ? "Every lesson is done. Download your certificate as a PDF."
            : left === 0
              ? // A course with no lessons yet has nothing "to go" and no certificate to earn (issue 44).
                "The course has no lessons yet. Once it has, finish them all and your certificate is here to download."
              : `When every lesson is done, your certificate is here to download: ${left} ${left === 1 ? "lesson" : "lessons"} to go.`}
        </CardDescription>
      </CardHeader>
      {complete && (
        <CardContent>
          <form method="get" action="/api/user/course/certificate" className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex flex-1 flex-col gap-1.5">
              <label htmlFor="certificate-name" className="text-sm font-medium">
                Name on the certificate
              </label>
              <Input id="certificate-name" name="name" maxLength={80} placeholder={email} autoComplete="name" aria-describedby="certificate-name-hint" />
              <p id="certificate-name-hint" className="text-xs text-muted-foreground">
                Left empty, it shows your e-mail address.
              </p>
            </div>
            <Button type="submit" className="h-11">
              Download certificate (PDF)
            </Button>
          </form>
        </CardContent>
      )}
    </Card>
  );
}
