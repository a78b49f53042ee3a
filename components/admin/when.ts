// Times in the console are shown in UTC, like the revenue days, so operators in different
// places read the same day for the same row.
const format = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export const utcDateTime = (at: Date) => `${format.format(at)} UTC`;
