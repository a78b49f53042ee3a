import * as React from "react";
import { cn } from "@/lib/utils/cn";
import { inputClassName, textareaClassName } from "./field-styles";

export function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={cn(inputClassName, className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(textareaClassName, className)} {...props} />;
}
