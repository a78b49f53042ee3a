import { judgeCharactersList, renderCharactersListTable, type ListSample } from "./characters-list-verdict";

const sample = (characters: number, medianMs: number, queries = 2, returned = Math.min(characters, 24)): ListSample => ({
  characters,
  medianMs,
  queries,
  bytes: returned * 300,
  returned,
});

describe("the characters list verdict", () => {
  it("passes a list whose time stays within 2× of one character's at a constant query count", () => {
    const result = judgeCharactersList([sample(1, 6), sample(100, 7.5), sample(1000, 11.9)]);
    expect(result.verdict).toBe("PASS");
    expect(result.problems).toEqual([]);
    expect(result.rows.map((r) => [r.characters, Number(r.ratio!.toFixed(2)), r.mark])).toEqual([
      [1, 1, "ok"],
      [100, 1.25, "ok"],
      [1000, 1.98, "ok"],
    ]);
  });

  it("marks MISS for the whole list read at once as on main: 5.3× the time and more queries", () => {
    // Issue 21's figures on main: 34.8 ms for 1,000 characters, 6.6 ms for one, 187 kB.
    const result = judgeCharactersList([sample(1, 6.6, 3, 1), sample(100, 9.8, 3, 100), { ...sample(1000, 34.8, 4, 1000), bytes: 187_000 }]);
    expect(result.verdict).toBe("MISS");
    expect(result.problems).toEqual([
      "1000 characters take 5.27× the time for one, over the goal of 2×",
      "1000 characters cost 4 queries a request, 3 for one: not constant",
    ]);
    expect(result.rows.map((r) => r.mark)).toEqual(["ok", "ok", "MISS"]);
    const table = renderCharactersListTable(result);
    expect(table).toContain("| 1,000 | 1000 | 34.8 | 5.27× | 4 | 187.0 kB | MISS |");
    expect(table.at(-1)).toMatch(/^Verdict: MISS\n- 1000 characters take 5\.27×/);
  });

  it("marks MISS without the one-character baseline or with a broken measurement, however fast the rest", () => {
    expect(judgeCharactersList([sample(100, 1), sample(1000, 1)]).problems).toContain("no usable measurement for 1 character to compare with");
    expect(judgeCharactersList([sample(1, 6)]).verdict).toBe("MISS");
    const broken = judgeCharactersList([sample(1, 6), sample(1000, NaN)]);
    expect(broken.verdict).toBe("MISS");
    expect(broken.problems).toEqual(["1000 characters: no usable measurement"]);
    expect(judgeCharactersList([]).verdict).toBe("MISS");
  });
});
