// One fresh process's first class merge (run by cn-first-call.ts): prints the milliseconds of
// the first call, which is where tailwind-merge builds its class map and cn() its lookup.
async function main(which: string | undefined) {
  const merge = which === "twMerge" ? (await import("tailwind-merge")).twMerge : which === "cn" ? (await import("@/lib/utils/cn")).cn : null;
  if (!merge) throw new Error("usage: cn-first-call-probe.ts twMerge|cn");
  const start = performance.now();
  merge("inline-flex h-9 items-center rounded-md px-4 py-2 text-sm", "h-11 px-3");
  console.log(performance.now() - start);
}

void main(process.argv[2]);
