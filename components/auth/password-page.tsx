import { KeyRound } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

/** The centred card that /user/set-password and /new-password share. */
export function PasswordPage({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <StaticIcon icon={KeyRound} className="size-6" aria-hidden />
          </span>
          <h1 className="text-2xl font-semibold leading-none tracking-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
