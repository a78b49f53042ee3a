import { clsx, type ClassValue } from "clsx";
import { CLASS_CONFLICTS } from "./class-conflicts.generated";
import { classMerger } from "./merge-classes";

/** Joins class names; a later Tailwind class overrides an earlier one of its kind, as tailwind-merge would (decision 230). */
const mergeClasses = classMerger(CLASS_CONFLICTS);

export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
