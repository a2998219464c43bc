// Whether an error is this process (or the system) running out of file descriptors: overload that passes, which the
// HTTP layer answers 503 and the database's stall watch does not take for a server that stopped answering.

/**
 * The messages of such errors that carry no code: an error thrown in a worker thread arrives without its `code`
 * ("EMFILE: too many open files, open …"), a thread that cannot start says "Worker initialization failure: EMFILE",
 * and onnxruntime gives the errno ("… failed:system error number 24"; 23 is ENFILE). Anchored: a message that merely
 * quotes a client's text does not match.
 */
const EXHAUSTION_MESSAGE = /^E[MN]FILE: |^Worker initialization failure: E[MN]FILE$|system error number 2[34]$/;

/** True when `error` (or an error it wraps, five deep) is EMFILE or ENFILE. */
export function isDescriptorExhaustion(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (e.code === 'EMFILE' || e.code === 'ENFILE') return true;
    if (typeof e.message === 'string' && EXHAUSTION_MESSAGE.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
