import * as React from "react";
import { Label } from "./label";
import { cn } from "@/lib/utils/cn";

type ControlProps = { id?: string; "aria-invalid"?: React.AriaAttributes["aria-invalid"]; "aria-describedby"?: string };

/**
 * The one form-field wrapper: label, control, then its hint or its error. The control is the
 * child carrying the field's `id`; it is told where its hint or error is (aria-describedby) and
 * whether it is invalid (aria-invalid, which also draws the red border), so screen readers read
 * the message with the control.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  const wired = React.Children.map(children, (child) =>
    React.isValidElement<ControlProps>(child) && child.props.id === id
      ? React.cloneElement(child, {
          "aria-invalid": error ? true : child.props["aria-invalid"],
          "aria-describedby": describedBy ?? child.props["aria-describedby"],
        })
      : child,
  );
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {wired}
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
