import type { Metadata } from "next";
import Link from "next/link";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { onboardingSteps } from "@/lib/admin/onboarding.server";
import { previewMail } from "@/lib/admin/broadcast-mail.server";
import { OnboardingStepEditor } from "@/components/admin/onboarding-step-editor";

export const metadata: Metadata = { title: "Onboarding e-mails", robots: { index: false } };

const CONDITION = {
  not_started_lesson_1: "Sent only if the buyer has not started lesson 1 by then.",
  no_character: "Sent only if the buyer has no character by then.",
} as const;

// The onboarding sequence's texts and delays (decision 416); the switch is on /admin/email.
export default async function OnboardingPage() {
  await requireOperatorPage();
  const steps = await onboardingSteps();
  return (
    <section className="flex flex-col gap-4">
      <Link href="/admin/email" className="text-sm text-muted-foreground underline underline-offset-4">
        ← E-mail
      </Link>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Onboarding e-mails</h1>
        <p className="text-sm text-muted-foreground">
          Each buyer gets each step once. A change applies to buyers who have not had that step yet. Merge fields: {"{{email}}"}, {"{{course_link}}"},{" "}
          {"{{account_link}}"}.
        </p>
      </div>
      {steps.map((step) => (
        <OnboardingStepEditor
          key={step.kind}
          step={{
            kind: step.kind,
            label: step.label,
            condition: step.only ? CONDITION[step.only] : "Sent to every buyer.",
            subject: step.subject,
            markdown: step.markdown,
            delayDays: step.delayDays,
            edited: step.edited,
            html: previewMail(step).html,
          }}
        />
      ))}
    </section>
  );
}
