// Subsystem status reports for /health: each subsystem answers for itself, the database decides "ok".
import type { Schema } from '../generated/operations.js';

export type SubsystemStatus = Schema<'SubsystemStatus'>;

export type SubsystemCheck = () => Promise<SubsystemStatus>;

/** The optional subsystems beside the database; later features replace the placeholders. */
export interface SubsystemChecks {
  blast: SubsystemCheck;
  identification: SubsystemCheck;
  jobs: SubsystemCheck;
  /** The derived data built after start (app/warm-up.ts): `loading` until it is ready. */
  derivedData: SubsystemCheck;
}

export function notConfigured(message: string): SubsystemCheck {
  return async () => ({ status: 'not_configured', message, latencyMs: null });
}

/** Network and PostgreSQL codes (SQLSTATE classes 08 and 57P) that mean the dependency does not answer. */
const UNREACHABLE = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|EPIPE|08...|57P0\d)$/;

/**
 * A failed check's reason as clients may see it: /health is public, so addresses, ports, paths and driver messages
 * (`connect ECONNREFUSED 127.0.0.1:54329`) stay out of the answer, which says what kind of failure it was.
 */
export function plainReason(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : '';
  if (UNREACHABLE.test(code) || /Connection terminated|ECONNREFUSED|connection error/i.test(message))
    return 'not reachable';
  if (code === '57014' || /timeout/i.test(message)) return 'too slow to answer';
  return 'check failed';
}

/** Runs a check but never lets it hang or throw: a health probe must always answer. */
export async function runCheck(check: SubsystemCheck, timeoutMs: number): Promise<SubsystemStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<SubsystemStatus>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 'unavailable', message: `no answer within ${timeoutMs} ms`, latencyMs: null }),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([check(), timeout]);
  } catch (error) {
    return { status: 'error', message: plainReason(error), latencyMs: null };
  } finally {
    clearTimeout(timer);
  }
}
