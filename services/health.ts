// The service's health for /health: each subsystem answers for itself within a timeout, the database decides whether
// the service answers at all, and an optional subsystem that is not usable makes it `degraded`.
import { ApiError } from '../core/errors.js';
import type { Schema } from '../generated/operations.js';

export type SubsystemStatus = Schema<'SubsystemStatus'>;

export type SubsystemCheck = () => Promise<SubsystemStatus>;

/** The optional subsystems beside the database. */
export interface SubsystemChecks {
  blast: SubsystemCheck;
  identification: SubsystemCheck;
  jobs: SubsystemCheck;
  /** The derived data built after start (app/warm-up.ts): `loading` until it is ready. */
  derivedData: SubsystemCheck;
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

export type HealthReport = Pick<Schema<'HealthData'>, 'status' | 'subsystems'>;

export interface HealthDeps {
  /** Round-trip time of a trivial query, in ms; throws when the database does not answer. */
  readonly ping: () => Promise<number>;
  readonly subsystems: SubsystemChecks;
  /** Longest a check may take before it counts as `unavailable`. */
  readonly timeoutMs?: number;
}

/** An optional subsystem in one of these states leaves the service `ok`. */
const USABLE: ReadonlySet<SubsystemStatus['status']> = new Set(['ok', 'disabled', 'not_configured']);

export function createHealth({ ping, subsystems, timeoutMs = 2000 }: HealthDeps) {
  let checking: Promise<[SubsystemStatus, SubsystemStatus, SubsystemStatus, SubsystemStatus, SubsystemStatus]> | null =
    null;

  const database: SubsystemCheck = async () => {
    const latencyMs = await ping();
    return { status: 'ok', message: null, latencyMs: Math.round(latencyMs * 100) / 100 };
  };

  return {
    /** Every subsystem's status and the verdict; 503 DATABASE_UNAVAILABLE (with the statuses) when the database does not answer. */
    async check(): Promise<HealthReport> {
      // probes that arrive while the checks run share them: a busy prober costs one round of checks at a time
      checking ??= Promise.all([
        runCheck(database, timeoutMs),
        runCheck(subsystems.blast, timeoutMs),
        runCheck(subsystems.identification, timeoutMs),
        runCheck(subsystems.jobs, timeoutMs),
        runCheck(subsystems.derivedData, timeoutMs),
      ]).finally(() => (checking = null));
      const [db, blast, identification, jobs, derivedData] = await checking;
      const report = { database: db, blast, identification, jobs, derivedData };
      if (db.status !== 'ok') {
        throw new ApiError(
          'DATABASE_UNAVAILABLE',
          'The database is not answering.',
          { subsystems: report },
          { 'Retry-After': '5' },
        );
      }
      const optional = [blast, identification, jobs, derivedData];
      return { status: optional.every((s) => USABLE.has(s.status)) ? 'ok' : 'degraded', subsystems: report };
    },
  };
}

export type Health = ReturnType<typeof createHealth>;
