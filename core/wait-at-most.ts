// A request's wait on shared work (an index being built for everyone) bounded by the request's own budget: when the
// budget runs out the request answers, and the work goes on for the requests after it.

/** `work`'s result, or `timedOut()` thrown when it has not settled within `ms` (the work itself is not stopped). */
export function waitAtMost<T>(work: Promise<T>, ms: number, timedOut: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
