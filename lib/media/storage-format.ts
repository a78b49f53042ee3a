// Storage figures as the buyer reads them: "1.2 GB", "350 MB", "2 GB" (binary units, one decimal
// at most, none when whole).
const UNITS = ["B", "KB", "MB", "GB", "TB"] as const;

export function formatStorage(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}
