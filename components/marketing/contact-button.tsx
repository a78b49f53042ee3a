"use client";
import { buttonVariants, type ButtonVariantProps } from "@/components/ui/button-variants";
import { openContact } from "./contact-intent";

/** Opens the services page's contact form for one request type and plan. */
export function ContactButton({
  title,
  plan,
  variant,
  size,
  "aria-label": label,
}: ButtonVariantProps & { title: string; plan: string; "aria-label"?: string }) {
  return (
    <button
      type="button"
      className={buttonVariants({ variant, size })}
      aria-label={label}
      onClick={() => {
        openContact(title, plan);
        document.getElementById("contact")?.scrollIntoView({ behavior: "smooth", block: "start" });
      }}
    >
      {title}
    </button>
  );
}
