import { verify } from "@node-rs/argon2";
import { hashPassword, PASSWORD_HASH_OPTIONS, verifyAgainstDummy, verifyPassword } from "./password.server";

// The real argon2, watched: the dummy verify must run it on a hash of the same cost as a real
// one (a comparison of timings flaked on this shared machine, so the work is checked instead).
jest.mock("@node-rs/argon2", () => {
  const actual = jest.requireActual("@node-rs/argon2");
  return { ...actual, verify: jest.fn(actual.verify) };
});

describe("password hashing", () => {
  it("uses argon2id at or above OWASP's minimum cost, and verifies only the right password", async () => {
    const hash = await hashPassword("correct horse");
    const [, algorithm, , params] = hash.split("$");
    expect(algorithm).toBe("argon2id");
    const m = Number(params.match(/m=(\d+)/)![1]);
    const t = Number(params.match(/t=(\d+)/)![1]);
    expect(m).toBeGreaterThanOrEqual(19456);
    expect(t).toBeGreaterThanOrEqual(2);
    expect(await verifyPassword(hash, "correct horse")).toBe(true);
    expect(await verifyPassword(hash, "wrong horse")).toBe(false);
    expect(await verifyPassword("not a hash", "correct horse")).toBe(false);
  });

  it("spends real argon2 work on the dummy verify, at the cost of a real hash, and it never succeeds", async () => {
    const real = await hashPassword("x");
    const cost = (hash: string) => hash.split("$").slice(1, 4).join("$");
    expect(cost(real)).toBe(`argon2id$v=19$m=${PASSWORD_HASH_OPTIONS.memoryCost},t=${PASSWORD_HASH_OPTIONS.timeCost},p=${PASSWORD_HASH_OPTIONS.parallelism}`);
    jest.mocked(verify).mockClear();
    // Even the dummy hash's own plaintext is refused.
    expect(await verifyAgainstDummy("dummy password that no account has")).toBe(false);
    expect(await verifyAgainstDummy("anything else")).toBe(false);
    expect(jest.mocked(verify)).toHaveBeenCalledTimes(2);
    for (const [hash] of jest.mocked(verify).mock.calls) expect(cost(String(hash))).toBe(cost(real));
  });
});
