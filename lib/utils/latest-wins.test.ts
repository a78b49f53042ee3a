import { LatestWinsSaver } from "./latest-wins";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("collapses a burst of edits into one save of the last value", async () => {
  const saved: string[] = [];
  const saver = new LatestWinsSaver<string>(async (v) => void saved.push(v), 500);
  for (const v of ["h", "he", "hel", "hello"]) {
    saver.schedule(v);
    await jest.advanceTimersByTimeAsync(100);
  }
  expect(saved).toEqual([]);
  await jest.advanceTimersByTimeAsync(500);
  expect(saved).toEqual(["hello"]);
});

it("never overlaps saves, so a slow older request cannot land after a newer one", async () => {
  const log: string[] = [];
  let active = 0;
  const saver = new LatestWinsSaver<string>(async (v) => {
    active += 1;
    expect(active).toBe(1);
    log.push(`start ${v}`);
    await new Promise((r) => setTimeout(r, 1000));
    log.push(`end ${v}`);
    active -= 1;
  }, 100);
  saver.schedule("a");
  await jest.advanceTimersByTimeAsync(150); // "a" in flight
  saver.schedule("b");
  await jest.advanceTimersByTimeAsync(150);
  saver.schedule("c"); // replaces "b" while "a" is still saving
  await jest.advanceTimersByTimeAsync(3000);
  expect(log).toEqual(["start a", "end a", "start c", "end c"]);
});

it("reports errors and keeps accepting edits", async () => {
  const onError = jest.fn();
  const onSaved = jest.fn();
  let fail = true;
  const saver = new LatestWinsSaver<string>(
    async () => {
      if (fail) throw new Error("500: boom");
    },
    50,
    { onError, onSaved },
  );
  saver.schedule("x");
  await jest.advanceTimersByTimeAsync(60);
  expect(onError).toHaveBeenCalledTimes(1);
  fail = false;
  saver.schedule("y");
  saver.flush();
  await jest.advanceTimersByTimeAsync(0);
  expect(onSaved).toHaveBeenCalledWith("y", true);
});
