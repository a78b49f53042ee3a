"use client";
import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { ContactFormView } from "./contact-form-view";
import { useContactIntent } from "./contact-intent";
import type { ContactFormProps } from "./contact-form";

const loadForm = () => import("./contact-form").then((m) => m.ContactForm);

/**
 * The services page's contact form. Its first paint is the static markup; the validating form
 * (react-hook-form and zod, ~50 kB of script) is loaded when the visitor shows intent: pointer
 * over the form, focus in it, a press on Send, or one of the page's contact buttons. Most
 * visitors never write to us, and a phone should not download the form for them
 * (docs/decisions/033). What was typed meanwhile is carried over.
 */
export function ContactSection() {
  const intent = useContactIntent();
  const [Form, setForm] = useState<ComponentType<ContactFormProps> | null>(null);
  const shell = useRef<HTMLFormElement>(null);
  const [submitPressed, setSubmitPressed] = useState(false);
  const loading = useRef(false);

  const enhance = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void loadForm().then((Loaded) => setForm(() => Loaded));
  }, []);

  useEffect(() => {
    if (intent.nonce > 0) enhance();
  }, [intent, enhance]);

  // The static form stays in the page until this render commits, so the loaded form reads what
  // was typed (and where the focus was) at the last moment, not when its script arrived.
  if (Form) return <Form shell={shell} submit={submitPressed} />;
  return (
    <ContactFormView
      title={intent.title}
      formRef={shell}
      field={(name) => ({ name, defaultValue: name === "plan" ? intent.plan : "" })}
      consent={{ name: "marketingConsent" }}
      onPointerEnter={enhance}
      onFocus={enhance}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitPressed(true);
        enhance();
      }}
    />
  );
}
