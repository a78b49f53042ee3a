import { oneAtATime } from "./one-at-a-time";

it("runs tasks one after another in arrival order, and tells a task that has to wait", async () => {
  const queue = oneAtATime();
  const log: string[] = [];
  let finishFirst!: () => void;
  const first = queue.run(
    () => log.push("first waited"),
    () => new Promise<void>((resolve) => (finishFirst = () => (log.push("first done"), resolve()))),
  );
  await Promise.resolve();
  const second = queue.run(
    () => log.push("second waits"),
    async () => log.push("second runs"),
  );
  await new Promise((r) => setTimeout(r, 10));
  expect(log).toEqual(["second waits"]);
  finishFirst();
  await Promise.all([first, second]);
  expect(log).toEqual(["second waits", "first done", "second runs"]);
});

it("a failed task does not block the next one", async () => {
  const queue = oneAtATime();
  await expect(
    queue.run(
      () => {},
      async () => Promise.reject(new Error("ffmpeg died")),
    ),
  ).rejects.toThrow("ffmpeg died");
  await expect(
    queue.run(
      () => {},
      async () => "rendered",
    ),
  ).resolves.toBe("rendered");
});
