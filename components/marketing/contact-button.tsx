"use client";
import { Button, type ButtonProps } from "@/components/ui/button";
import { openContact } from "./contact-intent";

/** Opens the services page's contact form for one request type and plan. */
export function ContactButton({ title, plan, children, ...props }: ButtonProps & { title: string; plan: string }) {
  return (
    <Button
      {...props}
      onClick={() => {
        openContact(title, plan);
        document.getElementById("contact")?.scrollIntoView({ behavior: "smooth", block: "start" });
      }}
    >
      {children ?? title}
    </Button>
  );
}
