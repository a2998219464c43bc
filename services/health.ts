// Subsystem status reports for /health: each subsystem answers for itself, the database decides "ok".
import type { Schema } from '../generated/operations.js';

export type SubsystemStatus = Schema<'SubsystemStatus'>;

export type SubsystemCheck = () => Promise<SubsystemStatus>;

/** The optional subsystems beside the database; later features replace the placeholders. */
export interface SubsystemChecks {
  blast: SubsystemCheck;
  identification: SubsystemCheck;
  jobs: SubsystemCheck;
}

export function notConfigured(message: string): SubsystemCheck {
  return async () => ({ status: 'not_configured', message, latencyMs: null });
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
    return { status: 'error', message: error instanceof Error ? error.message : String(error), latencyMs: null };
  } finally {
    clearTimeout(timer);
  }
}
