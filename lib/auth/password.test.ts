import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password";

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

  it("spends real argon2 work on the dummy verify, and it never succeeds", async () => {
    const hash = await hashPassword("x");
    await verifyAgainstDummy("warm-up");
    let started = performance.now();
    await verifyPassword(hash, "y");
    const real = performance.now() - started;
    started = performance.now();
    expect(await verifyAgainstDummy("dummy password that no account has")).toBe(false);
    const dummy = performance.now() - started;
    expect(dummy).toBeGreaterThan(real / 3);
  });
});
