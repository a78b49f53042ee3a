// Apart from the step's schema so the step loads without zod (decision 160).
/** A saved message holds at most 2000 characters; the list at most 50 (step-data limits). */
export const MAX_MESSAGE_CHARS = 2000;
