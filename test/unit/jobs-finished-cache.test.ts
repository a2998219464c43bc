// Finished jobs kept in memory: only for their owner, only for a while, and only so many.
import { describe, expect, it } from 'vitest';
import { createFinishedJobs } from '../../services/jobs/finished-jobs.js';

describe('finished jobs kept in memory', () => {
  it('answers the owner only', () => {
    const jobs = createFinishedJobs<string>();
    jobs.keep('a', '10.0.0.1', 'job a');
    expect(jobs.get('a', '10.0.0.1')).toBe('job a');
    expect(jobs.get('a', '10.0.0.2')).toBeUndefined();
    expect(jobs.get('b', '10.0.0.1')).toBeUndefined();
  });

  it('forgets a job after its time', () => {
    const jobs = createFinishedJobs<string>(64, 0);
    jobs.keep('a', '10.0.0.1', 'job a');
    expect(jobs.get('a', '10.0.0.1')).toBeUndefined();
  });

  it('keeps at most `max`, dropping the oldest', () => {
    const jobs = createFinishedJobs<number>(2);
    jobs.keep('a', 'ip', 1);
    jobs.keep('b', 'ip', 2);
    jobs.keep('c', 'ip', 3);
    expect([jobs.get('a', 'ip'), jobs.get('b', 'ip'), jobs.get('c', 'ip')]).toEqual([undefined, 2, 3]);
  });
});
