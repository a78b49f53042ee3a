"use client";
import { QueryProvider } from "@/components/layout/query-provider";
import { useCreateAction } from "@/lib/query/use-create-action";
import { useEffect, useState, type RefObject } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { notify } from "@/lib/utils/notify";
import { CONTACT_SENT_DESCRIPTION, CONTACT_SENT_TITLE } from "@/lib/catalog/contact-plans";
import { contactRequestSchema, type ContactRequestInput } from "@/lib/validation/contact";
import { ContactFormView, type ContactField } from "./contact-form-view";
import { useContactIntent } from "./contact-intent";

export type ContactFormProps = {
  /** The static form this one replaces (contact-section): what was typed there is kept. */
  shell?: RefObject<HTMLFormElement | null>;
  /** The visitor pressed Send before the script arrived: send now. */
  submit?: boolean;
};

const FIELDS: ContactField[] = ["name", "email", "plan", "message", "website"];

/** The static form's values and focused control, read while it is still in the page. */
function takeOver(shell: HTMLFormElement | null | undefined) {
  const values: Partial<Record<ContactField, string>> = {};
  if (!shell) return { values, marketingConsent: false };
  const data = new FormData(shell);
  for (const name of FIELDS) values[name] = String(data.get(name) ?? "");
  const active = document.activeElement;
  // The news box as the visitor left it: ticked only by them.
  return { values, marketingConsent: data.get("marketingConsent") === "on", focusId: active && shell.contains(active) ? active.id : undefined };
}

/**
 * The services page's request form with validation (one zod schema shared with POST /api/contact),
 * stored by POST /api/contact and confirmed with a toast. Loaded on the visitor's first intent
 * (see contact-section), so the page's first paint carries none of its script.
 */
export function ContactForm(props: ContactFormProps) {
  // React Query comes with this lazily loaded form, not with the page's first paint (decision 033).
  return (
    <QueryProvider>
      <ContactFormBody {...props} />
    </QueryProvider>
  );
}

function ContactFormBody({ shell, submit }: ContactFormProps) {
  const intent = useContactIntent();
  const [{ values, marketingConsent, focusId }] = useState(() => takeOver(shell?.current));
  const { register, handleSubmit, formState, setValue, setFocus, reset } = useForm<ContactRequestInput>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: { name: "", email: "", plan: intent.plan, message: "", website: "", ...values, marketingConsent },
  });

  // One request per click, with its Idempotency-Key: a double click sends one lead (issue 31).
  const send = useCreateAction({
    mutationFn: (sent: ContactRequestInput, request) => apiRequest("POST", "/api/contact", sent, request),
    onSuccess: (_, sent) => {
      notify.success(CONTACT_SENT_TITLE, { description: CONTACT_SENT_DESCRIPTION });
      reset({ name: "", email: "", plan: sent.plan, message: "", website: "", marketingConsent: false });
    },
    onError: (error) => notify.error("Request not sent", { description: serverMessage(error) ?? "Please try again." }),
  });
  const onSubmit = handleSubmit((sent) => send.run(sent));

  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus({ preventScroll: true });
    if (submit) void onSubmit();
    // Only once, for the hand-over from the static form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A button elsewhere on the page chose the request type: preselect its plan and focus the form.
  useEffect(() => {
    if (intent.nonce === 0) return;
    setValue("plan", intent.plan);
    setFocus("name");
  }, [intent, setValue, setFocus]);

  const e = formState.errors;
  return (
    <ContactFormView
      title={intent.title}
      field={(name) => register(name)}
      consent={register("marketingConsent")}
      errors={{ name: e.name?.message, email: e.email?.message, plan: e.plan?.message, message: e.message?.message }}
      submitting={send.busy}
      onSubmit={onSubmit}
    />
  );
}
