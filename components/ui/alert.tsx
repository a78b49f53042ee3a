import * as React from "react";
import { cn } from "@/lib/utils/cn";

/** An inline message; "destructive" is the spec's error alert on the AI test page. */
export function Alert({ className, variant = "default", ...props }: React.ComponentProps<"div"> & { variant?: "default" | "destructive" }) {
  return (
    <div
      role={variant === "destructive" ? "alert" : "status"}
      className={cn(
        "rounded-lg border px-4 py-3 text-sm",
        variant === "destructive" ? "border-destructive/40 bg-destructive/10 text-destructive" : "bg-muted text-foreground",
        className,
      )}
      {...props}
    />
  );
}
