import * as React from "react";
import { Slot } from "radix-ui";
import { cn } from "@/lib/utils/cn";
import { buttonVariants, type ButtonVariantProps } from "./button-variants";

export { buttonVariants };

export type ButtonProps = React.ComponentProps<"button"> & ButtonVariantProps & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}
