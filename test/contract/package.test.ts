// The package as users get it: `npm pack` builds dist/ by itself and ships what runs, and the README's client example runs as written.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';
import { useTestService } from '../support/service.js';

function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? PROJECT_ROOT,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The code block of the README between the client-example markers. */
function readmeExample(): string {
  const readme = readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8');
  const block = /<!-- client-example:start -->\s*```js\n([\s\S]*?)```\s*<!-- client-example:end -->/.exec(readme);
  if (!block) throw new Error('README.md has no client example between the client-example markers');
  return block[1];
}

// Inside the project, `import … from 'lepidoptera-data-service'` resolves through the package's own
// exports map (Node's self-reference) to the built dist/, exactly what an installed tarball holds.
const EXAMPLE_DIR = join(PROJECT_ROOT, 'test-output', 'readme-example');
const service = useTestService();

describe('the package', () => {
  it(
    'is packed by `npm pack` with a freshly built dist/ and everything the service reads at run time',
    { timeout: 300_000 },
    async () => {
      const packed = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts=false']);
      expect(packed.code, packed.stderr).toBe(0);
      const files = new Set((JSON.parse(packed.stdout) as [{ files: { path: string }[] }])[0].files.map((f) => f.path));
      for (const path of [
        'dist/client/index.js',
        'dist/client/index.d.ts',
        'dist/server.js',
        'dist/build-info.json',
        'generated/openapi.json',
        'db/migrations/001_dataset.sql',
        'models/identification/model.json',
        'data/SOURCES.md',
      ]) {
        expect(files.has(path), path).toBe(true);
      }
      expect([...files].filter((path) => /^(test|tools|var|node_modules)\//.test(path))).toEqual([]);
    },
  );

  it(
    'runs the README client example as written against a started service, and it type-checks',
    { timeout: 120_000 },
    async () => {
      mkdirSync(EXAMPLE_DIR, { recursive: true });
      writeFileSync(join(EXAMPLE_DIR, 'example.mjs'), readmeExample());
      const result = await run(process.execPath, ['example.mjs'], {
        cwd: EXAMPLE_DIR,
        env: { LEPIDOPTERA_API: service().url },
      });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/^\d+ Nymphalidae assemblies; the first 5:\n/);
      expect(result.stdout.trim().split('\n')).toHaveLength(6);
      expect(result.stdout).toMatch(/GC[AF]_\d+\.\d+ {2}\w+ \w+/);

      // the same code as TypeScript, strict, against the package's published declarations
      writeFileSync(join(EXAMPLE_DIR, 'example.ts'), readmeExample());
      const compilerOptions = {
        strict: true,
        noEmit: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        types: ['node'],
        skipLibCheck: true,
      };
      writeFileSync(join(EXAMPLE_DIR, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['example.ts'] }));
      const typecheck = await run(join(PROJECT_ROOT, 'node_modules', '.bin', 'tsc'), [
        '-p',
        join(EXAMPLE_DIR, 'tsconfig.json'),
      ]);
      expect(typecheck.code, typecheck.stdout).toBe(0);
    },
  );
});
