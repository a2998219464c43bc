// The layers import one way only (CONTRIBUTING.md, "Layers"): an import that crosses a boundary the wrong way fails the build.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';

type Layer =
  'core' | 'config' | 'generated' | 'client' | 'db' | 'workers' | 'services' | 'http' | 'handlers' | 'app' | 'entry';

/** What each layer may import besides itself. */
const ALLOWED: Readonly<Record<Layer, readonly Layer[]>> = {
  core: ['generated'],
  config: [],
  generated: [],
  client: ['generated'],
  db: ['core', 'config', 'generated'],
  workers: ['core', 'generated'],
  services: ['db', 'workers', 'core', 'config', 'generated'],
  http: ['core', 'config', 'generated'],
  handlers: ['http', 'services', 'db', 'core', 'config', 'generated'],
  app: ['handlers', 'http', 'services', 'db', 'workers', 'core', 'config', 'generated'],
  entry: ['app', 'core', 'config'],
};

const LAYER_DIRECTORIES: readonly Layer[] = [
  'core',
  'generated',
  'client',
  'db',
  'workers',
  'services',
  'http',
  'handlers',
  'app',
];

/** The layer of a project file, or null for tools/, test/ and anything outside the application. */
function layerOf(path: string): Layer | null {
  const inProject = relative(PROJECT_ROOT, path);
  if (inProject === 'config.ts') return 'config';
  if (inProject === 'server.ts') return 'entry';
  const top = inProject.split('/')[0] as Layer;
  return LAYER_DIRECTORIES.includes(top) ? top : null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Relative module specifiers of static imports, re-exports and dynamic imports. */
function relativeImports(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm))
    specifiers.push(match[1]);
  return specifiers;
}

const files = [
  ...LAYER_DIRECTORIES.flatMap((dir) => sourceFiles(join(PROJECT_ROOT, dir))),
  join(PROJECT_ROOT, 'config.ts'),
  join(PROJECT_ROOT, 'server.ts'),
];

describe('layers', () => {
  it('are found: every application directory has sources', () => {
    for (const dir of LAYER_DIRECTORIES)
      expect(
        files.some((f) => layerOf(f) === dir),
        dir,
      ).toBe(true);
  });

  it('import only the layers below them', () => {
    const violations: string[] = [];
    for (const file of files) {
      const from = layerOf(file)!;
      for (const specifier of relativeImports(readFileSync(file, 'utf8'))) {
        // sources import each other by their compiled names (`./x.js` is ./x.ts)
        const target = resolve(dirname(file), specifier).replace(/\.js$/, '.ts');
        const to = layerOf(target);
        if (to === null) {
          violations.push(
            `${relative(PROJECT_ROOT, file)} → ${specifier} (outside the application: tools/ and test/ are never imported)`,
          );
        } else if (to !== from && !ALLOWED[from].includes(to)) {
          violations.push(`${relative(PROJECT_ROOT, file)} (${from}) → ${relative(PROJECT_ROOT, target)} (${to})`);
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it('catches a crossing import (the check itself can fail)', () => {
    const services = join(PROJECT_ROOT, 'services', 'example.ts');
    const target = resolve(dirname(services), '../http/app.ts');
    expect(ALLOWED[layerOf(services)!].includes(layerOf(target)!)).toBe(false);
    expect(relativeImports("import { x } from '../http/app.js';\nconst y = await import('./z.js');")).toEqual([
      '../http/app.js',
      './z.js',
    ]);
  });
});
