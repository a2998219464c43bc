// A request's wait on shared work (an index being built for everyone) bounded by the request's own budget: when the
// budget runs out the request answers, and the work goes on for the requests after it.
import { ApiError } from './errors.js';

/** How long a request waits for a build when its owner is given no wait (the requests' statement timeout default). */
export const BUILD_WAIT_MS = 15_000;

/** The answer of a request whose shared build outlasted its wait: 503 SERVICE_BUSY, retry in 5 s. */
export function stillBuilding(what: string): () => ApiError {
  return () =>
    new ApiError('SERVICE_BUSY', `${what} (after a start or a data load); retry in a few seconds.`, undefined, {
      'Retry-After': '5',
    });
}

/** `work`'s result, or `timedOut()` thrown when it has not settled within `ms` (the work itself is not stopped). */
export function waitAtMost<T>(work: Promise<T>, ms: number, timedOut: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
