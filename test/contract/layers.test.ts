// The layers import one way only, and a domain is reached only through its public file (CONTRIBUTING.md, "Layers").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';
import { crossings, folderOf, layerOf, relativeImports } from '../support/layers.js';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const LAYER_DIRECTORIES = ['core', 'generated', 'client', 'db', 'workers', 'services', 'http', 'handlers', 'app'];
const files = [
  ...LAYER_DIRECTORIES.flatMap((dir) => sourceFiles(join(PROJECT_ROOT, dir))),
  join(PROJECT_ROOT, 'config.ts'),
  join(PROJECT_ROOT, 'server.ts'),
].map((path) => relative(PROJECT_ROOT, path));

/** Every import of the application as (importer, imported), both relative to the project root. */
const edges = files.flatMap((file) =>
  relativeImports(readFileSync(join(PROJECT_ROOT, file), 'utf8')).map((specifier) => ({
    from: file,
    // sources import each other by their compiled names (`./x.js` is ./x.ts)
    to: relative(PROJECT_ROOT, resolve(dirname(join(PROJECT_ROOT, file)), specifier)).replace(/\.js$/, '.ts'),
  })),
);

describe('layers', () => {
  it('are found: every application directory has sources, and every db/ and services/ folder has a kind', () => {
    for (const dir of LAYER_DIRECTORIES)
      expect(
        files.some((f) => layerOf(f) === dir),
        dir,
      ).toBe(true);
    const unknown = files.filter((f) => /^(db|services)\/[^/]+\//.test(f) && folderOf(f) === null);
    expect(unknown).toEqual([]);
  });

  it('import only the layers below them; machinery never imports a domain; a domain is reached through its index.ts', () => {
    expect(edges.flatMap((edge) => crossings(edge.from, edge.to))).toEqual([]);
  });

  it('catches each kind of crossing (the check itself can fail)', () => {
    // a layer importing upwards
    expect(crossings('services/blast/service.ts', 'http/app.ts')).not.toEqual([]);
    // tools/ and test/ are never imported by the application
    expect(crossings('db/sql.ts', 'tools/load-data.ts')).not.toEqual([]);
    // shared machinery importing a domain
    expect(crossings('db/load/context.ts', 'db/taxonomy/index.ts')).not.toEqual([]);
    expect(crossings('db/query-cache.ts', 'db/distributions/repo.ts')).not.toEqual([]);
    expect(crossings('services/storage/storage.ts', 'services/downloads/index.ts')).not.toEqual([]);
    // a domain reaching into another domain's folder past its public file
    expect(crossings('db/genomes/load.ts', 'db/taxonomy/load.ts')).not.toEqual([]);
    expect(crossings('handlers/genomes.ts', 'db/genomes/repo.ts')).not.toEqual([]);
    expect(crossings('services/search/suggestions.ts', 'services/taxonomy/typeahead.ts')).not.toEqual([]);
    // a domain importing the dataset orchestrator above it
    expect(crossings('db/genomes/load.ts', 'db/dataset/index.ts')).not.toEqual([]);
    // and what is allowed
    expect(crossings('db/genomes/load.ts', 'db/load/read.ts')).toEqual([]);
    expect(crossings('db/dataset/load.ts', 'db/genomes/index.ts')).toEqual([]);
    expect(crossings('handlers/genomes.ts', 'db/genomes/index.ts')).toEqual([]);
    expect(crossings('db/genomes/repo.ts', 'db/genomes/links.ts')).toEqual([]);
    expect(relativeImports("import { x } from '../http/app.js';\nconst y = await import('./z.js');")).toEqual([
      '../http/app.js',
      './z.js',
    ]);
  });
});
