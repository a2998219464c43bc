// The child-process adapter BLAST+ runs through: output, exit codes, kill timeout, output cap, shutdown.
import { describe, expect, it } from 'vitest';
import { BlastRunError, runProcess } from '../../services/blast/process.js';

const base = { executable: '/bin/sh', cwd: '/tmp', stdin: '', killTimeoutMs: 5000, maxOutputBytes: 1 << 20 };

describe('runProcess', () => {
  it('feeds stdin and resolves with stdout on exit 0', async () => {
    expect(await runProcess({ ...base, args: ['-c', 'tr a-z A-Z'], stdin: 'acgt\n' })).toBe('ACGT\n');
  });

  it('rejects a non-zero exit with its stderr, warnings and server paths left out', async () => {
    const script =
      'echo "Warning: [blastn] noise" >&2; echo "BLAST Database error: no index in [/srv/secret/blast/x]" >&2; exit 2';
    const error = await runProcess({ ...base, args: ['-c', script] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlastRunError);
    expect((error as Error).message).toBe('sh failed (exit code 2): BLAST Database error: no index in […]');
  });

  it('kills a process that outlives the kill timeout', async () => {
    const started = Date.now();
    await expect(runProcess({ ...base, args: ['-c', 'sleep 20'], killTimeoutMs: 200 })).rejects.toThrow(
      'sh was stopped after 0 s (BLAST_KILL_TIMEOUT).',
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('kills a process whose output exceeds the cap', async () => {
    await expect(runProcess({ ...base, args: ['-c', 'yes ACGT'], maxOutputBytes: 10_000 })).rejects.toThrow(
      /The result exceeds/,
    );
  });

  it('stops on shutdown, and does not start once shut down', async () => {
    const controller = new AbortController();
    const running = runProcess({ ...base, args: ['-c', 'sleep 20'], signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await expect(running).rejects.toThrow('sh was stopped because the server is shutting down.');
    await expect(runProcess({ ...base, args: ['-c', 'true'], signal: controller.signal })).rejects.toThrow(
      /not started/,
    );
  });

  it('reports a program that cannot be started', async () => {
    await expect(runProcess({ ...base, executable: '/nonexistent/blastn', args: [] })).rejects.toThrow(
      /blastn could not be started: spawn … ENOENT/,
    );
  });
});
