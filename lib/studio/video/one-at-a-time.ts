// A queue of one: each task starts when the one before it has settled, in the order they came.
// `waiting` is told once when a task has to wait, so its job can say so on its progress bar.
export function oneAtATime() {
  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0;
  return {
    async run<T>(waiting: () => Promise<unknown> | unknown, task: () => Promise<T>): Promise<T> {
      const previous = tail;
      let release!: () => void;
      tail = new Promise<void>((resolve) => (release = resolve));
      try {
        if (queued++ > 0) await waiting();
        await previous;
        return await task();
      } finally {
        queued--;
        release();
      }
    },
  };
}
