"use client";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { notify } from "@/lib/utils/notify";
import { CONTACT_SENT_DESCRIPTION, CONTACT_SENT_TITLE, contactPlanOptions, contactRequestSchema, type ContactRequestInput } from "@/lib/validation/contact";
import { useContactIntent } from "./contact-intent";

const fieldClass = "flex flex-col gap-1.5";
const errorClass = "text-sm text-destructive";

/** The services page's request form: stored by POST /api/contact, confirmed with a toast. */
export function ContactForm() {
  const intent = useContactIntent();
  const nameRef = useRef<HTMLInputElement | null>(null);
  const form = useForm<ContactRequestInput>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: { name: "", email: "", plan: intent.plan, message: "" },
  });
  const { register, handleSubmit, formState, setValue, reset } = form;
  const { ref: nameFieldRef, ...nameField } = register("name");

  // A button elsewhere on the page chose the request type: preselect its plan and focus the form.
  useEffect(() => {
    if (intent.nonce === 0) return;
    setValue("plan", intent.plan);
    nameRef.current?.focus({ preventScroll: true });
  }, [intent, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiRequest("POST", "/api/contact", values);
      notify.success(CONTACT_SENT_TITLE, { description: CONTACT_SENT_DESCRIPTION });
      reset({ name: "", email: "", plan: values.plan, message: "" });
    } catch (error) {
      notify.error("Request not sent", { description: serverMessage(error) ?? "Please try again." });
    }
  });

  const e = formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm" aria-labelledby="contact-form-title">
      <h3 id="contact-form-title" className="text-xl font-semibold">{intent.title}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className={fieldClass}>
          <Label htmlFor="contact-name">Name</Label>
          <Input id="contact-name" autoComplete="name" aria-invalid={!!e.name} {...nameField} ref={(el) => { nameFieldRef(el); nameRef.current = el; }} />
          {e.name && <p className={errorClass}>{e.name.message}</p>}
        </div>
        <div className={fieldClass}>
          <Label htmlFor="contact-email">Email</Label>
          <Input id="contact-email" type="email" autoComplete="email" aria-invalid={!!e.email} {...register("email")} />
          {e.email && <p className={errorClass}>{e.email.message}</p>}
        </div>
      </div>
      <div className={fieldClass}>
        <Label htmlFor="contact-plan">Plan</Label>
        <select id="contact-plan" className="h-11 rounded-md border border-input bg-background px-3 text-base md:text-sm" {...register("plan")}>
          {contactPlanOptions.map((o) => (
            <option key={o.value} value={o.value}>{o.label}</option>
          ))}
        </select>
        {e.plan && <p className={errorClass}>{e.plan.message}</p>}
      </div>
      <div className={fieldClass}>
        <Label htmlFor="contact-message">Message</Label>
        <Textarea id="contact-message" rows={4} placeholder="Your goals, niche and the platforms you post on" aria-invalid={!!e.message} {...register("message")} />
        {e.message && <p className={errorClass}>{e.message.message}</p>}
      </div>
      <Button type="submit" variant="service" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Sending..." : "Send Request"}
      </Button>
    </form>
  );
}
