import { allowanceMargin, judge, marginLine, REQUEST_KINDS, type Answer, type RequestKind, type StoreCheck } from "./verdict";

const T0 = 1_700_000_000_000;

/** A tally of `buyers` buyers, each making every kind of request `rounds` times. */
function tally(buyers: number, rounds: number, statusOf: (kind: RequestKind, i: number) => number = () => 200): Answer[] {
  const answers: Answer[] = [];
  let i = 0;
  for (let buyer = 0; buyer < buyers; buyer++) {
    for (let round = 0; round < rounds; round++) {
      for (const kind of REQUEST_KINDS) answers.push({ kind, buyer, status: statusOf(kind, i++), at: T0 + i * 10, ms: 5 + (i % 20) });
    }
  }
  return answers;
}

const healthyStore = (writes: number): StoreCheck => ({ acknowledgedWrites: writes, stored: writes, lost: 0, duplicated: 0 });

describe("the load and fault verdict", () => {
  // 20 buyers for 20 s: the floor is 20 × 20 × 20/60 = 134 acknowledged writes.
  const run = { buyers: 20, seconds: 20 };

  it("passes a healthy run and prints the summary's figures", () => {
    const result = judge({ ...run, answers: tally(20, 10), store: healthyStore(800) });
    expect(result.problems).toEqual([]);
    expect(result.verdict).toBe("PASS");
    expect(result.summary).toMatchObject({
      verdict: "PASS",
      requests: 1400,
      byStatus: { "200": 1400 },
      acknowledgedWrites: 800,
      lost: 0,
      buyers: 20,
      seconds: 20,
    });
    expect(result.summary.p50Ms).toBeGreaterThan(0);
    expect(result.summary.p99Ms).toBeGreaterThanOrEqual(result.summary.p50Ms);
  });

  it("states the writes' margin over the floor, the figure CI prints to see a shrinking margin early", () => {
    const healthy = judge({ ...run, answers: tally(20, 10), store: healthyStore(3900) });
    expect(healthy.summary).toMatchObject({ floor: 134, margin: 29.1 });
    expect(marginLine(healthy.summary)).toBe("stored 3,900 acknowledged writes against a floor of 134: 29.1×");
    // Just under the floor: FAIL, and the margin says so (under 1×) rather than rounding up to 1×.
    const short = judge({ ...run, answers: tally(20, 10), store: healthyStore(133) });
    expect(short.verdict).toBe("FAIL");
    expect(short.summary.margin).toBe(0.9);
  });

  it("states a time's margin under its allowance, and OVER past it", () => {
    expect(allowanceMargin(0.1, 10)).toBe("100× under");
    expect(allowanceMargin(2.5, 10)).toBe("4× under");
    expect(allowanceMargin(0, 10)).toBe("100× under");
    expect(allowanceMargin(10.5, 10)).toBe("OVER");
  });

  it("fails a run in which no write was acknowledged, even with every read answered", () => {
    const answers = tally(20, 10, (kind) => (kind === "character-list" || kind === "social-link-list" || kind === "sign-in" ? 200 : 403));
    const result = judge({ ...run, answers, store: healthyStore(0) });
    expect(result.verdict).toBe("FAIL");
    expect(result.problems.join("\n")).toMatch(/0 acknowledged writes, below the floor of 134/);
  });

  it("fails a run whose answers are mostly 403, as when seeded buyers own no purchase", () => {
    const answers = tally(20, 10, (_, i) => (i % 10 === 0 ? 200 : 403));
    const result = judge({ ...run, answers, store: healthyStore(200) });
    expect(result.verdict).toBe("FAIL");
    expect(result.problems).toEqual(["1260 of 1400 answers outside the expected set (403×1260), over 1%"]);
  });

  it("fails a run with nothing in it", () => {
    expect(judge({ ...run, answers: [], store: healthyStore(0) }).verdict).toBe("FAIL");
  });

  it("fails when one kind of request never succeeds for one buyer", () => {
    const answers = tally(20, 10).filter((a) => !(a.buyer === 3 && a.kind === "social-link-edit"));
    const result = judge({ ...run, answers, store: healthyStore(800) });
    expect(result.verdict).toBe("FAIL");
    expect(result.problems.join("\n")).toMatch(/buyer 3 social-link-edit/);
  });

  it("fails when an acknowledged write is lost or stored twice", () => {
    expect(judge({ ...run, answers: tally(20, 10), store: { acknowledgedWrites: 800, stored: 799, lost: 1, duplicated: 0 } }).verdict).toBe("FAIL");
    expect(judge({ ...run, answers: tally(20, 10), store: { acknowledgedWrites: 800, stored: 800, lost: 0, duplicated: 1 } }).verdict).toBe("FAIL");
  });

  it("accepts 429 only for the kinds driven past a limit, and 503 only inside the fault window", () => {
    const answers = tally(20, 10, (kind, i) => (kind === "sign-in" && i % 3 === 0 ? 429 : 200));
    expect(judge({ ...run, answers, store: healthyStore(800) }).verdict).toBe("FAIL");
    expect(judge({ ...run, answers, store: healthyStore(800), limitedKinds: new Set(["sign-in"]) }).verdict).toBe("PASS");

    const outage = tally(20, 10, (kind, i) => (i >= 500 && i < 560 ? 503 : 200));
    const inside = { from: T0 + 500 * 10, to: T0 + 560 * 10 };
    expect(judge({ ...run, answers: outage, store: healthyStore(800), faultWindow: inside }).verdict).toBe("PASS");
    const elsewhere = { from: T0 + 5000 * 10, to: T0 + 5200 * 10 };
    expect(judge({ ...run, answers: outage, store: healthyStore(800), faultWindow: elsewhere }).verdict).toBe("FAIL");
    expect(judge({ ...run, answers: outage, store: healthyStore(800) }).verdict).toBe("FAIL");
  });

  it("tolerates up to 1% of unexpected client errors, not more, and no server error at all", () => {
    const few = tally(20, 10, (_, i) => (i % 200 === 0 ? 409 : 200)); // 7 of 1400
    expect(judge({ ...run, answers: few, store: healthyStore(800) }).verdict).toBe("PASS");
    const many = tally(20, 10, (_, i) => (i % 50 === 0 ? 409 : 200)); // 28 of 1400
    expect(judge({ ...run, answers: many, store: healthyStore(800) }).verdict).toBe("FAIL");
    const oneServerError = tally(20, 10, (_, i) => (i === 77 ? 500 : 200));
    expect(judge({ ...run, answers: oneServerError, store: healthyStore(800) }).problems).toEqual(["1 server errors (500×1)"]);
  });

  it("carries the caller's own problems into the verdict", () => {
    const result = judge({ ...run, answers: tally(20, 10), store: healthyStore(800), extraProblems: ["no recovery within 10 s"] });
    expect(result.verdict).toBe("FAIL");
    expect(result.problems).toContain("no recovery within 10 s");
  });
});
