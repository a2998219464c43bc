// The job platform on the real test PostgreSQL, with kinds of its own (random names, so no service's jobs are touched):
// queue, claim exactly once across two platforms, outcome and bookkeeping in one transaction, requeue when busy or
// stopping, cancellation here and elsewhere, orphans failed or requeued, retention with file removal, local jobs.
import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiError } from '../../core/errors.js';
import { openDatabase, type Database } from '../../db/database.js';
import { ADVISORY_LOCKS, createJobsRepo, type JobStatus } from '../../db/jobs/index.js';
import {
  createJobPlatform,
  type JobPlatform,
  type JobOutcome,
  type LocalTask,
  type QueueKindDefinition,
  type RunContext,
} from '../../services/jobs/index.js';
import { withNoDescriptorLeft } from '../support/no-descriptors.js';
import { testConfig } from '../support/test-config.js';

const OWNER = '198.51.100.61';
const STRANGER = '198.51.100.62';
const quiet = { info: () => undefined, warn: () => undefined };
/** Fast timers, so a test sees heartbeats, sweeps and polls within a second. */
const TIMING = { heartbeatMs: 100, orphanCheckMs: 200, sweepMs: 300, pollMs: 100 };

interface TestJob {
  status: JobStatus;
  stage: string | null;
  error: string | null;
  attempts: number;
}

let database: Database;
const platforms: JobPlatform[] = [];
const closers: (() => Promise<void>)[] = [];
const kinds: string[] = [];

beforeAll(async () => {
  database = await openDatabase(testConfig({ DATABASE_URL: inject('databaseUrl') }), quiet);
});

afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  for (const platform of platforms.splice(0)) await platform.close();
  await database.db.none('DELETE FROM job WHERE kind = ANY($1)', [kinds.splice(0)]);
});

afterAll(async () => {
  await database.close();
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`${what} did not happen within ${ms / 1000} s`);
    await sleep(25);
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function newKind(): string {
  const kind = `test-${randomUUID().slice(0, 8)}`;
  kinds.push(kind);
  return kind;
}

function newPlatform(): JobPlatform {
  const platform = createJobPlatform({
    repo: createJobsRepo(database.db),
    leases: database.leases,
    log: quiet,
    timing: TIMING,
  });
  platforms.push(platform);
  return platform;
}

const row = (id: string) =>
  database.db.oneOrNone<TestJob & { heartbeat_at: Date | null }>(
    'SELECT status, stage, error, attempts, heartbeat_at FROM job WHERE id = $1',
    [id],
  );

const statusOf = async (id: string) => (await row(id))?.status;

async function leaseHeld(id: string): Promise<boolean> {
  const { n } = await database.db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = $1 AND objid = hashtext($2)::oid`,
    [ADVISORY_LOCKS.jobLease, id],
  );
  return n === 1;
}

/** A queue kind whose runs the test drives: each run waits for `release(id)` (or its signal) and records what it got. */
function queueKind(overrides: Partial<QueueKindDefinition<TestJob, string, string, null>> = {}) {
  const kind = newKind();
  const runs: RunContext[] = [];
  const gates = new Map<string, ReturnType<typeof deferred<void>>>();
  const saved = new Map<string, { outcome: JobOutcome<string, null>; statusInTransaction: string }>();
  let reads = 0;
  const gate = (id: string) => {
    let g = gates.get(id);
    if (!g) gates.set(id, (g = deferred<void>()));
    return g;
  };
  const definition: QueueKindDefinition<TestJob, string, string, null> = {
    kind,
    keepSeconds: 3600,
    maxRunning: 1,
    orphans: { maxAttempts: 2, message: 'The test server stopped twice.' },
    async read(id, clientIp) {
      reads += 1;
      return database.db.oneOrNone<TestJob>(
        'SELECT status, stage, error, attempts FROM job WHERE id = $1 AND client_ip = $2',
        [id, clientIp],
      );
    },
    load: async (id) => `input of ${id}`,
    async run(input, context) {
      runs.push(context);
      await new Promise<void>((done, fail) => {
        gate(context.id).promise.then(done, fail);
        context.signal.addEventListener('abort', () => fail(context.signal.reason), { once: true });
      });
      return { status: 'succeeded', result: input.toUpperCase() };
    },
    failure: async (error) => ({
      status: 'failed',
      error: `failed: ${error instanceof Error ? error.message : String(error)}`,
      result: null,
    }),
    async saveOutcome(t, id, outcome) {
      // read inside the transaction that ends the job: the bookkeeping is already written there
      const { status } = await t.one<{ status: string }>('SELECT status FROM job WHERE id = $1', [id]);
      saved.set(id, { outcome, statusInTransaction: status });
    },
    ...overrides,
  };
  return { kind, definition, runs, saved, release: (id: string) => gate(id).resolve(), reads: () => reads };
}

function queued(platform: JobPlatform, definition: QueueKindDefinition<TestJob, string, string, null>) {
  const jobs = platform.queued(definition);
  closers.push(() => jobs.close());
  return jobs;
}

const nothing = async () => undefined;

/** A started queue kind with one job of OWNER in its first run. */
async function runningJob(overrides: Partial<QueueKindDefinition<TestJob, string, string, null>> = {}) {
  const test = queueKind(overrides);
  const jobs = queued(newPlatform(), test.definition);
  await jobs.start();
  const id = randomUUID();
  await jobs.create({ id, clientIp: OWNER }, nothing);
  await until('the run', () => test.runs.length === 1);
  return { test, jobs, id };
}

describe('lock ids', () => {
  it('names every advisory lock once, with distinct ids', () => {
    const ids = Object.values(ADVISORY_LOCKS);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('queued jobs', () => {
  it('queues a pending job, claims it, runs it and stores its outcome in the transaction that ends it', async () => {
    const test = queueKind();
    const jobs = queued(newPlatform(), test.definition);
    await jobs.start();
    const id = randomUUID();
    const created = await jobs.create({ id, clientIp: OWNER, awaiting: 'awaiting_input' }, nothing);
    expect(new Date(created.expiresAt).getTime() - new Date(created.createdAt).getTime()).toBeCloseTo(3600_000, -3);
    expect(await row(id)).toMatchObject({ status: 'pending', stage: 'awaiting_input', attempts: 0 });
    await sleep(300); // a pending job is never claimed
    expect(test.runs).toEqual([]);

    expect(await jobs.enqueue(id)).toBe(true);
    expect(await jobs.enqueue(id)).toBe(false); // not pending any more
    await until('the run', () => test.runs.length === 1);
    expect(test.runs[0]).toMatchObject({ id, attempt: 1 });
    expect(await row(id)).toMatchObject({ status: 'running', stage: 'preparing', attempts: 1 });
    await until('the lease', () => leaseHeld(id));
    // the heartbeat keeps a running job fresh
    const before = (await row(id))!.heartbeat_at!.getTime();
    await until('a heartbeat', async () => (await row(id))!.heartbeat_at!.getTime() > before);
    expect(jobs.running()).toBe(1);

    test.release(id);
    await until('the end', async () => (await statusOf(id)) === 'succeeded');
    expect(test.saved.get(id)).toEqual({
      outcome: { status: 'succeeded', result: `INPUT OF ${id.toUpperCase()}` },
      statusInTransaction: 'succeeded',
    });
    expect(await row(id)).toMatchObject({ stage: 'done', error: null, heartbeat_at: null });
    await until('the lease released', async () => !(await leaseHeld(id)));
    expect(jobs.running()).toBe(0);
  });

  it('answers an ended job from memory for its owner only, and a running one from the database', async () => {
    const { test, jobs, id } = await runningJob();
    await jobs.get(id, OWNER);
    await jobs.get(id, OWNER);
    expect(test.reads()).toBe(2);
    test.release(id);
    await until('the end', async () => (await jobs.get(id, OWNER))?.status === 'succeeded');
    const reads = test.reads();
    expect(await jobs.get(id, OWNER)).toMatchObject({ status: 'succeeded' });
    expect(test.reads()).toBe(reads);
    expect(await jobs.get(id, STRANGER)).toBeNull();
  });

  it('runs every job exactly once when two platforms share the queue', async () => {
    const test = queueKind();
    const one = queued(newPlatform(), test.definition);
    const two = queued(newPlatform(), { ...test.definition, maxRunning: 2 });
    await Promise.all([one.start(), two.start()]);
    const ids = Array.from({ length: 8 }, () => randomUUID());
    for (const id of ids) await one.create({ id, clientIp: OWNER }, nothing);
    for (const id of ids) {
      await until(`the run of ${id}`, () => test.runs.some((r) => r.id === id));
      test.release(id);
    }
    await until('every job ended', async () => {
      const { n } = await database.db.one<{ n: number }>(
        "SELECT count(*)::int AS n FROM job WHERE id = ANY($1::uuid[]) AND status = 'succeeded'",
        [ids],
      );
      return n === ids.length;
    });
    expect(test.runs.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(test.runs.every((r) => r.attempt === 1)).toBe(true);
  });

  /** Overload that passes, met by a run for real: the job goes back to the queue instead of failing. */
  const overloads: Record<string, () => Promise<unknown>> = {
    'no worker is free': () => Promise.reject(new ApiError('SERVICE_BUSY', 'every worker is busy')),
    // an export accepted in that moment failed for good on its file's EMFILE
    'no file descriptor is left': () => withNoDescriptorLeft(() => open('/dev/null', 'r')),
  };
  it.each(Object.keys(overloads))(
    'puts a job back in the queue when %s, and runs it again as the next attempt',
    async (overload) => {
      let overloaded = true;
      const test = queueKind();
      const jobs = queued(newPlatform(), {
        ...test.definition,
        async run(input, context) {
          if (overloaded) {
            overloaded = false;
            await overloads[overload]!();
            throw new Error(`${overload} was not met`);
          }
          return test.definition.run(input, context);
        },
      });
      await jobs.start();
      const id = randomUUID();
      await jobs.create({ id, clientIp: OWNER }, nothing);
      await until('the requeue', async () => (await row(id))?.attempts === 1 && (await statusOf(id)) === 'queued');
      expect(test.saved.has(id)).toBe(false);
      await until('the second run', () => test.runs.length === 1); // after a short pause
      expect(test.runs[0]).toMatchObject({ id, attempt: 2 });
      test.release(id);
      await until('the end', async () => (await statusOf(id)) === 'succeeded');
    },
  );

  it('fails a run that throws with the reason the kind makes of the error', async () => {
    const test = queueKind({
      run: () => Promise.reject(new Error('the input is unreadable')),
    });
    const jobs = queued(newPlatform(), test.definition);
    await jobs.start();
    const id = randomUUID();
    await jobs.create({ id, clientIp: OWNER }, nothing);
    await until('the end', async () => (await statusOf(id)) === 'failed');
    expect(await row(id)).toMatchObject({ error: 'failed: the input is unreadable', stage: 'failed' });
    expect(test.saved.get(id)?.outcome).toEqual({
      status: 'failed',
      error: 'failed: the input is unreadable',
      result: null,
    });
  });

  it('requeues the running jobs when it stops', async () => {
    const { test, jobs, id } = await runningJob();
    await jobs.close();
    expect(test.runs[0]!.signal.aborted).toBe(true);
    expect(await row(id)).toMatchObject({ status: 'queued', stage: 'queued', attempts: 1, heartbeat_at: null });
    expect(test.saved.has(id)).toBe(false);
  });

  it('cancels a job of its client: the run stops and its outcome is not written', async () => {
    const { test, jobs, id } = await runningJob();
    expect(await jobs.cancel(id, STRANGER)).toBeNull();
    expect(await jobs.cancel(randomUUID(), OWNER)).toBeNull();
    expect(await jobs.cancel(id, OWNER)).toEqual({ status: 'running', cancelled: true });
    expect(test.runs[0]!.signal.aborted).toBe(true);
    await until('the run released', () => jobs.running() === 0);
    expect(await row(id)).toMatchObject({ status: 'cancelled', heartbeat_at: null });
    expect(test.saved.has(id)).toBe(false);
    expect(await jobs.cancel(id, OWNER)).toEqual({ status: 'cancelled', cancelled: false });
    // a pending job is cancelled too, and can no longer be queued
    const pending = randomUUID();
    await jobs.create({ id: pending, clientIp: OWNER, awaiting: 'awaiting_input' }, nothing);
    expect(await jobs.cancel(pending, OWNER)).toEqual({ status: 'pending', cancelled: true });
    expect(await jobs.enqueue(pending)).toBe(false);
  });

  it('stops a run whose job ended elsewhere (cancelled through another instance) at the next heartbeat', async () => {
    const { test, jobs, id } = await runningJob();
    await createJobsRepo(database.db).cancel(test.kind, id, OWNER, 3600);
    await until('the run stopped', () => test.runs[0]!.signal.aborted, 2_000);
    await until('the run released', () => jobs.running() === 0);
    expect(await statusOf(id)).toBe('cancelled');
    expect(test.saved.has(id)).toBe(false);
  });

  it('stops a run whose job was requeued elsewhere (taken for an orphan), which then runs as the next attempt', async () => {
    const { test, id } = await runningJob();
    await database.db.none("UPDATE job SET status = 'queued' WHERE id = $1", [id]);
    await until('the first run stopped', () => test.runs[0]!.signal.aborted, 2_000);
    await until('the second run', () => test.runs.length === 2);
    expect(test.runs[1]).toMatchObject({ id, attempt: 2 });
    test.release(id);
    await until('the end', async () => (await statusOf(id)) === 'succeeded');
    expect(await row(id)).toMatchObject({ attempts: 2 });
  });
});

describe('orphans and retention', () => {
  /** A job of `kind` as a dead process leaves it: its heartbeat ten minutes old (stale whatever the lease says). */
  async function orphan(kind: string, status: 'queued' | 'running', attempts: number): Promise<string> {
    const id = randomUUID();
    await database.db.none(
      `INSERT INTO job (id, kind, client_ip, status, attempts, expires_at, heartbeat_at)
       VALUES ($1, $2, $3, $4, $5, now() + interval '1 hour', now() - interval '10 minutes')`,
      [id, kind, OWNER, status, attempts],
    );
    return id;
  }

  it('requeues the orphans of a queue kind while they have runs left, then fails them with the reason', async () => {
    // no slot: nothing is claimed, so the sweep's work stays visible
    const test = queueKind({ maxRunning: 0 });
    const once = await orphan(test.kind, 'running', 1);
    const twice = await orphan(test.kind, 'running', 2);
    const waiting = await orphan(test.kind, 'queued', 0);
    const fresh = randomUUID();
    await database.db.none(
      `INSERT INTO job (id, kind, client_ip, status, attempts, expires_at, heartbeat_at)
       VALUES ($1, $2, $3, 'running', 1, now() + interval '1 hour', now())`,
      [fresh, test.kind, OWNER],
    );
    const jobs = queued(newPlatform(), test.definition);
    await jobs.start();
    expect(await row(once)).toMatchObject({ status: 'queued', stage: 'queued', error: null, heartbeat_at: null });
    expect(await row(twice)).toMatchObject({ status: 'failed', error: 'The test server stopped twice.' });
    expect(await statusOf(waiting)).toBe('queued'); // waiting in the queue is not owned by anyone
    expect(await statusOf(fresh)).toBe('running'); // its heartbeat is fresh: a live process runs it
  });

  it('fails the orphans of a local kind with its reason', async () => {
    const kind = newKind();
    const running = await orphan(kind, 'running', 1);
    const waiting = await orphan(kind, 'queued', 1);
    const jobs = newPlatform().local<TestJob, string>({
      kind,
      keepSeconds: 3600,
      orphanedMessages: { running: 'The test server stopped.', queued: 'The test server stopped before it started.' },
      read: async () => null,
      saveOutcome: nothing,
    });
    await jobs.start();
    expect(await row(running)).toMatchObject({ status: 'failed', error: 'The test server stopped.' });
    expect(await row(waiting)).toMatchObject({ status: 'failed', error: 'The test server stopped before it started.' });
  });

  it('deletes the jobs past their expiry (and their files), never a running one', async () => {
    const removed: string[] = [];
    const test = queueKind({ maxRunning: 0, removeFiles: async (id) => void removed.push(id) });
    const insert = async (status: JobStatus, expired: boolean) => {
      const id = randomUUID();
      await database.db.none(
        `INSERT INTO job (id, kind, client_ip, status, expires_at, heartbeat_at)
         VALUES ($1, $2, $3, $4, now() + $5::interval, CASE WHEN $4 = 'running' THEN now() END)`,
        [id, test.kind, OWNER, status, expired ? '-1 second' : '1 hour'],
      );
      return id;
    };
    const ended = await insert('succeeded', true);
    const pending = await insert('pending', true);
    const running = await insert('running', true);
    const kept = await insert('failed', false);
    const jobs = queued(newPlatform(), test.definition);
    await jobs.start();
    expect(removed.sort()).toEqual([ended, pending].sort());
    expect(await row(ended)).toBeNull();
    expect(await row(pending)).toBeNull();
    expect(await statusOf(running)).toBe('running');
    expect(await statusOf(kept)).toBe('failed');
  });
});

describe('local jobs', () => {
  function localKind() {
    const kind = newKind();
    const saved = new Map<string, JobOutcome<string, null>>();
    const platform = newPlatform();
    const jobs = platform.local<TestJob, string>({
      kind,
      keepSeconds: 3600,
      orphanedMessages: { running: 'The test server stopped.', queued: 'The test server stopped before it started.' },
      read: (id, clientIp) =>
        database.db.oneOrNone<TestJob>(
          'SELECT status, stage, error, attempts FROM job WHERE id = $1 AND client_ip = $2',
          [id, clientIp],
        ),
      async saveOutcome(_t, id, outcome) {
        saved.set(id, outcome);
      },
    });
    closers.push(() => jobs.close(1_000));
    return { kind, jobs, saved, platform };
  }

  /** Work of this process that waits for a slot until `start()`, then ends when `done` settles. */
  function task() {
    let waiting = true;
    const started = deferred<void>();
    const done = deferred<string>();
    const local: LocalTask<string> = {
      waiting: () => waiting,
      started: started.promise,
      done: started.promise.then(() => done.promise),
    };
    return {
      local,
      start: () => {
        waiting = false;
        started.resolve();
      },
      done,
    };
  }

  it('persists work started here, records its start and outcome, and holds its lease meanwhile', async () => {
    const { kind, jobs, saved, platform } = localKind();
    await jobs.start();
    const id = randomUUID();
    const work = task();
    let written = false;
    await jobs.adopt({ id, clientIp: OWNER }, work.local, {
      write: async (t) => {
        written = (await t.one<{ kind: string }>('SELECT kind FROM job WHERE id = $1', [id])).kind === kind;
      },
    });
    expect(written).toBe(true); // the kind's rows are written in the transaction that records the job
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1 });
    await until('the lease', () => leaseHeld(id));
    work.start();
    await until('running', async () => (await statusOf(id)) === 'running');
    expect(jobs.running()).toBe(1);
    work.done.resolve('hits');
    await until('the end', async () => (await statusOf(id)) === 'succeeded');
    expect(saved.get(id)).toEqual({ status: 'succeeded', result: 'hits' });
    await until('the lease released', async () => !(await leaseHeld(id)));
    expect(await jobs.get(id, OWNER)).toMatchObject({ status: 'succeeded' });
    expect(await platform.counts()).toContainEqual({ kind, status: 'succeeded', jobs: 1 });
  });

  it('fails a job whose work failed, with the error as its reason', async () => {
    const { jobs } = localKind();
    await jobs.start();
    const id = randomUUID();
    const work = task();
    work.start();
    await jobs.adopt({ id, clientIp: OWNER }, work.local, { write: nothing });
    work.done.reject(new Error('BLAST exited with status 2'));
    await until('the end', async () => (await statusOf(id)) === 'failed');
    expect(await row(id)).toMatchObject({ error: 'BLAST exited with status 2' });
  });

  it('cancels a job of its client through its hook; the killed work writes no outcome', async () => {
    const { jobs, saved } = localKind();
    await jobs.start();
    const id = randomUUID();
    const work = task();
    work.start();
    let killed = false;
    await jobs.adopt({ id, clientIp: OWNER }, work.local, {
      write: nothing,
      cancel: () => {
        killed = true;
        work.done.reject(new Error('killed'));
      },
    });
    expect(await jobs.cancel(id, STRANGER)).toBeNull();
    expect(await jobs.cancel(id, OWNER)).toEqual({ status: 'running', cancelled: true });
    expect(killed).toBe(true);
    await until('the work released', () => jobs.running() === 0);
    expect(await row(id)).toMatchObject({ status: 'cancelled', error: null });
    expect(saved.has(id)).toBe(false);
  });
});
