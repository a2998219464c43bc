// The test gate gates: the real runners of `npm test`, run as child processes on fixtures, exit non-zero on a failure and zero on success.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';

interface Run {
  code: number | null;
  output: string;
}

/** Runs a command in the project root and collects its exit code and output. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const bin = (name: string) => join(PROJECT_ROOT, 'node_modules', '.bin', name);
const OUTPUT = join(PROJECT_ROOT, 'test-output', 'gate');

/** vitest with the project's own config and global setup, on one fixture; the global setup reuses this run's loaded database. */
function vitestOn(fixture: string): Promise<Run> {
  return run(bin('vitest'), ['run', '--config', 'vitest.config.ts', `test/contract/fixtures/${fixture}`], {
    VITEST_GATE_FIXTURES: '1',
    TEST_DATABASE_URL: inject('databaseUrl'),
    // its own skip log, so this child's setup does not reset the outer run's
    TEST_DATA_DIR: join(OUTPUT, 'vitest'),
    // vitest inside vitest: the child must not think it is a worker of this run
    VITEST: '',
    VITEST_WORKER_ID: '',
    VITEST_POOL_ID: '',
    NODE_ENV: '',
  });
}

describe('npm test', () => {
  it('chains the typecheck, vitest and Dredd with &&, so the first failing step fails the command', () => {
    const scripts = (
      JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    const steps = scripts.test.split('&&').map((step) => step.trim());
    expect(steps).toEqual(expect.arrayContaining(['npm run typecheck', 'npm run test:dredd']));
    expect(steps.some((step) => step.startsWith('vitest run'))).toBe(true);
    // nothing that swallows a code: no `;`, `||`, `| tee` or `exit 0` between the steps
    expect(scripts.test).not.toMatch(/;|\|\||\|(?!\|)|exit 0/);
  });

  it(
    'exits non-zero when a vitest test fails, with the project config and global setup',
    { timeout: 180_000 },
    async () => {
      const failing = await vitestOn('gate-fails.test.ts');
      console.log(`vitest on the failing fixture exited ${failing.code}`);
      expect(failing.output).toMatch(/1 failed/);
      expect(failing.code).not.toBe(0);
      expect(failing.code).not.toBeNull();
    },
  );

  it('exits zero when every vitest test passes, with the same config and setup', { timeout: 180_000 }, async () => {
    const passing = await vitestOn('gate-passes.test.ts');
    console.log(`vitest on the passing fixture exited ${passing.code}`);
    expect(passing.output).toMatch(/1 passed/);
    expect(passing.code).toBe(0);
  });

  it('exits non-zero when the typecheck finds an error', { timeout: 180_000 }, async () => {
    mkdirSync(OUTPUT, { recursive: true });
    writeFileSync(join(OUTPUT, 'type-error.ts'), "export const count: number = 'not a number';\n");
    writeFileSync(
      join(OUTPUT, 'tsconfig.json'),
      JSON.stringify({ extends: '../../tsconfig.json', include: [], files: ['type-error.ts'] }),
    );
    const typecheck = await run(bin('tsc'), ['-p', join(OUTPUT, 'tsconfig.json'), '--noEmit']);
    expect(typecheck.output).toMatch(/TS2322/);
    expect(typecheck.code).not.toBe(0);
  });

  it('exits non-zero when a Dredd transaction fails', { timeout: 300_000 }, async () => {
    const dredd = await run(
      bin('tsx'),
      ['tools/run-dredd.ts', '--hookfiles', 'test/contract/fixtures/dredd-fails.cjs'],
      {
        DATABASE_URL: inject('databaseUrl'),
      },
    );
    console.log(`Dredd with one failing transaction exited ${dredd.code}`);
    expect(dredd.output).toMatch(/1 failing/);
    expect(dredd.code).not.toBe(0);
  });
});
