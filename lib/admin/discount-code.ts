// "Generate a code" in the console (issue 42, decision 302): a code nobody can guess, for the
// codes worth guessing (100 % off, single use). Twelve characters from an alphabet without the
// look-alikes 0/O, 1/I/L, in three groups of four: 31^12, about 2^59 codes, so the per-address
// and shared failure budgets leave a guesser no chance. Runs in the browser and on the server.

export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const GENERATED_CODE_CHARS = 12;

/** A random code like "K7QM-3XWD-PB9R", from crypto.getRandomValues without modulo bias. */
export function generateDiscountCode(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const out: string[] = [];
  // The largest multiple of the alphabet's size below 256: bytes at or above it are drawn again.
  const limit = 256 - (256 % CODE_ALPHABET.length);
  while (out.length < GENERATED_CODE_CHARS) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte < limit && out.length < GENERATED_CODE_CHARS) out.push(CODE_ALPHABET[byte % CODE_ALPHABET.length]);
    }
  }
  return [0, 4, 8].map((at) => out.slice(at, at + 4).join("")).join("-");
}

/** Whether a code's terms make it worth guessing: the whole price off, or one use only. */
export function deservesGeneratedCode(terms: { kind: string; percentOff: string; maxRedemptions: string }) {
  return (terms.kind === "percent" && Number(terms.percentOff) === 100) || Number(terms.maxRedemptions) === 1;
}
