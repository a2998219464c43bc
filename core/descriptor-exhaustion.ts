// Whether an error is this process (or the system) running out of file descriptors: overload that passes, which the
// HTTP layer answers 503 and the database's stall watch does not take for a server that stopped answering.

/** True when `error` (or an error it wraps, five deep) is EMFILE or ENFILE. */
export function isDescriptorExhaustion(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === 'EMFILE' || e.code === 'ENFILE') return true;
    e = e.cause as typeof e;
  }
  return false;
}
