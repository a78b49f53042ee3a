import type { FormHTMLAttributes, Ref } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { inputClassName, labelClassName, selectClassName, textareaClassName } from "@/components/ui/field-styles";
import { buttonVariants } from "@/components/ui/button-variants";
import { contactPlanOptions } from "@/lib/catalog/contact-plans";

export type ContactField = "name" | "email" | "plan" | "message" | "website";
/** What each control receives: react-hook-form's register() once enhanced, a name and default before. */
type FieldProps = { name: ContactField; defaultValue?: string } | UseFormRegisterReturn<ContactField>;
/** The news box (decision 433): a name alone before, register()'s props once enhanced. Never ticked for the visitor. */
type ConsentProps = { name: "marketingConsent" } | UseFormRegisterReturn<"marketingConsent">;

const fieldClass = "flex flex-col gap-1.5";
const errorClass = "text-sm text-destructive";

/**
 * The contact form's markup, shared by the static first paint (contact-section) and the
 * validating form (contact-form), so swapping one for the other changes nothing on screen.
 */
export function ContactFormView({
  title,
  field,
  consent,
  errors = {},
  submitting = false,
  formRef,
  ...formProps
}: {
  title: string;
  field: (name: ContactField) => FieldProps;
  consent: ConsentProps;
  errors?: Partial<Record<ContactField, string>>;
  submitting?: boolean;
  formRef?: Ref<HTMLFormElement>;
} & Omit<FormHTMLAttributes<HTMLFormElement>, "title">) {
  const error = (name: ContactField) => errors[name] && <p className={errorClass}>{errors[name]}</p>;
  return (
    <form ref={formRef} noValidate className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm" aria-labelledby="contact-form-title" {...formProps}>
      <h3 id="contact-form-title" className="text-xl font-semibold">
        {title}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className={fieldClass}>
          <label htmlFor="contact-name" className={labelClassName}>
            Name
          </label>
          <input id="contact-name" autoComplete="name" aria-invalid={!!errors.name} className={inputClassName} {...field("name")} />
          {error("name")}
        </div>
        <div className={fieldClass}>
          <label htmlFor="contact-email" className={labelClassName}>
            Email
          </label>
          <input id="contact-email" type="email" autoComplete="email" aria-invalid={!!errors.email} className={inputClassName} {...field("email")} />
          {error("email")}
        </div>
      </div>
      <div className={fieldClass}>
        <label htmlFor="contact-plan" className={labelClassName}>
          Plan
        </label>
        <select id="contact-plan" className={selectClassName} {...field("plan")}>
          {contactPlanOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {error("plan")}
      </div>
      <div className={fieldClass}>
        <label htmlFor="contact-message" className={labelClassName}>
          Message
        </label>
        <textarea
          id="contact-message"
          rows={4}
          placeholder="Your goals, niche and the platforms you post on"
          aria-invalid={!!errors.message}
          className={textareaClassName}
          {...field("message")}
        />
        {error("message")}
      </div>
      <div className="flex items-start gap-2">
        <input id="contact-consent" type="checkbox" className="mt-1 size-4" {...consent} />
        <label htmlFor="contact-consent" className="text-sm text-muted-foreground">
          Also send me occasional news and offers by e-mail. Optional: we answer your request either way, and every e-mail has a one-click unsubscribe.
        </label>
      </div>
      {/* The honeypot (decision 141): off-screen, out of the tab order and hidden from screen
          readers, so only a bot filling every field fills it. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="contact-website">Website (leave empty)</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...field("website")} />
      </div>
      <button type="submit" className={buttonVariants({ variant: "service", size: "lg" })} disabled={submitting}>
        {submitting ? "Sending..." : "Send Request"}
      </button>
    </form>
  );
}
