import { recoverySeconds, untilRecovered, type Probe } from "./probe";

const probe = (path: string, at: number, status: number): Probe => ({ at, path, status, ms: 5 });

describe("recoverySeconds", () => {
  it("is the time until every path answered 200 again, counted from the database's return", () => {
    const probes = [probe("/api/ready", 900, 503), probe("/api/ready", 1_200, 200), probe("/api/user", 1_100, 503), probe("/api/user", 3_500, 200)];
    expect(recoverySeconds(probes, 1_000)).toBe(2.5);
  });

  it("is infinite while one path has not answered 200 since then", () => {
    const probes = [probe("/api/ready", 1_200, 200), probe("/api/user", 900, 200), probe("/api/user", 1_300, 503)];
    expect(recoverySeconds(probes, 1_000)).toBe(Infinity);
  });
});

describe("untilRecovered", () => {
  it("waits past the load's end for a recovery that comes inside the allowance", async () => {
    const since = Date.now();
    const probes = [probe("/api/ready", since, 503)];
    setTimeout(() => probes.push(probe("/api/ready", Date.now(), 200)), 150);
    await untilRecovered(probes, since, 5_000, 10);
    // Returned once the 200 came, not before it, and not at the allowance's end.
    expect(recoverySeconds(probes, since)).toBeGreaterThanOrEqual(0.1);
    expect(recoverySeconds(probes, since)).toBeLessThan(5);
  });

  it("stops at the allowance's end when the app never serves again, and the recovery stays infinite", async () => {
    const since = Date.now();
    const probes = [probe("/api/ready", since, 503)];
    await untilRecovered(probes, since, 200, 10);
    expect(Date.now() - since).toBeGreaterThanOrEqual(200);
    expect(recoverySeconds(probes, since)).toBe(Infinity);
  });
});
