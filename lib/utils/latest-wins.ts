/**
 * Debounced, serialised saving where the last edit always wins: edits within `delay` ms of each
 * other collapse into one save, and a save never starts while another is in flight (so an older
 * request can never reach the server after a newer one). Only the newest pending value is kept.
 */
export class LatestWinsSaver<T> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pending: { value: T } | null = null;
  private inFlight = false;

  constructor(
    private readonly save: (value: T) => Promise<void>,
    private readonly delay: number,
    private readonly hooks: { onSaved?: (value: T, settled: boolean) => void; onError?: (error: unknown) => void } = {},
  ) {}

  /** Records an edit; the save happens after a pause of `delay` ms. */
  schedule(value: T) {
    clearTimeout(this.timer);
    this.pending = { value };
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.pump();
    }, this.delay);
  }

  /** Sends the pending edit now (leaving the page, blurring the field). */
  flush() {
    clearTimeout(this.timer);
    this.timer = undefined;
    void this.pump();
  }

  get busy() {
    return this.inFlight || this.pending !== null;
  }

  private async pump(): Promise<void> {
    if (this.inFlight || !this.pending) return;
    const { value } = this.pending;
    this.pending = null;
    this.inFlight = true;
    try {
      await this.save(value);
      this.hooks.onSaved?.(value, this.pending === null);
    } catch (error) {
      this.hooks.onError?.(error);
    } finally {
      this.inFlight = false;
    }
    // A newer edit that arrived during the save is sent once its own pause has passed.
    if (this.pending && !this.timer) await this.pump();
  }
}
