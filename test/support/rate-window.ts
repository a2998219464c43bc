// Rate windows are aligned on the clock (one minute, epoch-aligned): a test whose requests must fall in one window
// waits for the next window when the current one is about to close.

/** Resolves at once when the current window has `neededMs` left, otherwise just after the next window opens. */
export async function windowWithRoom(neededMs: number, windowMs = 60_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((done) => setTimeout(done, left + 200));
}

/** A test that may wait for the next window: the wait (up to a minute) on top of its own work. */
export const WINDOW_WAIT_TIMEOUT_MS = 120_000;
