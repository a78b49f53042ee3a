// Apart from the step's schema so the step loads without zod (decision 160).
/** A saved message holds at most 2000 characters; the list at most 50 (step-data limits). */
export const MAX_MESSAGE_CHARS = 2000;
export const MAX_MESSAGES = 50;
/** What the step and the server say at the limit (issue 31: not "check your connection"). */
export const MESSAGES_FULL = `You can keep at most ${MAX_MESSAGES} messages. Delete one to add another.`;
