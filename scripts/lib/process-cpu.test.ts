import { cpuMsFromStat, processesCpuMs } from "./process-cpu";

describe("cpuMsFromStat", () => {
  it("adds utime and stime, in clock ticks of 10 ms", () => {
    const stat = "4242 (node) S 1 4242 4242 0 -1 4194304 5000 0 0 0 1234 56 0 0 20 0 11 0 100 0 0";
    expect(cpuMsFromStat(stat)).toBe((1234 + 56) * 10);
  });

  it("reads past a command name that holds spaces and parentheses", () => {
    const stat = "77 (next-server (v16) x) R 1 77 77 0 -1 4194304 5000 0 0 0 300 200 0 0 20 0 11 0 100 0 0";
    expect(cpuMsFromStat(stat)).toBe(5000);
  });

  it("refuses text that is not a stat line rather than return a made-up figure", () => {
    expect(() => cpuMsFromStat("no such thing")).toThrow(/not a \/proc stat line/);
  });
});

describe("processesCpuMs", () => {
  it("gives null for a process that does not exist", () => {
    expect(processesCpuMs([2 ** 30])).toBeNull();
  });

  it("reads this process's own CPU time where /proc exists", () => {
    const ms = processesCpuMs([process.pid]);
    if (process.platform === "linux") expect(ms).toBeGreaterThan(0);
    else expect(ms).toBeNull();
  });
});
