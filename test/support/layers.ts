// The import rules of the application (CONTRIBUTING.md, "Layers"), as a function test/contract/layers.test.ts applies.

export type Layer =
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

/**
 * The folders of db/ and services/ that are shared machinery, not a domain: they never import a domain. db/load is the
 * loader's kit (reading files, COPY, the load context, name resolution) below the domains' loaders; db/dataset is the
 * orchestrator above them (loads every source, the data version, the dataset's facts), which no domain imports.
 */
const MACHINERY: Readonly<Record<'db' | 'services', readonly string[]>> = {
  db: ['jobs', 'limits', 'load', 'migrations'],
  services: ['jobs', 'limits', 'storage'],
};
const ORCHESTRATOR: Readonly<Record<'db' | 'services', readonly string[]>> = { db: ['dataset'], services: [] };

/** The layer of a project file (relative to the root), or null for tools/, test/ and anything outside the application. */
export function layerOf(path: string): Layer | null {
  if (path === 'config.ts') return 'config';
  if (path === 'server.ts') return 'entry';
  const top = path.split('/')[0] as Layer;
  return (['core', 'generated', 'client', 'db', 'workers', 'services', 'http', 'handlers', 'app'] as const).includes(
    top as never,
  )
    ? top
    : null;
}

export interface Folder {
  readonly layer: 'db' | 'services';
  /** The folder's name under its layer; '' for the files directly in db/ or services/ (machinery). */
  readonly name: string;
  readonly kind: 'machinery' | 'domain' | 'orchestrator';
}

/** The db/ or services/ folder a file belongs to, with its kind; null outside those layers. */
export function folderOf(path: string): Folder | null {
  const parts = path.split('/');
  const layer = parts[0];
  if (layer !== 'db' && layer !== 'services') return null;
  if (parts.length === 2) return { layer, name: '', kind: 'machinery' };
  const name = parts[1];
  if (MACHINERY[layer].includes(name)) return { layer, name, kind: 'machinery' };
  if (ORCHESTRATOR[layer].includes(name)) return { layer, name, kind: 'orchestrator' };
  return { layer, name, kind: 'domain' };
}

const isPublicFile = (path: string) => path.split('/').length === 3 && path.endsWith('/index.ts');

/** Why an import of `to` by `from` breaks the rules (empty when it does not); both paths relative to the root. */
export function crossings(from: string, to: string): string[] {
  const fromLayer = layerOf(from);
  const toLayer = layerOf(to);
  if (fromLayer === null) return [];
  if (toLayer === null) return [`${from} → ${to}: outside the application (tools/ and test/ are never imported)`];
  if (toLayer !== fromLayer && !ALLOWED[fromLayer].includes(toLayer))
    return [`${from} (${fromLayer}) → ${to} (${toLayer}): a layer imports only the layers below it`];
  const target = folderOf(to);
  if (target === null || target.kind === 'machinery') return [];
  const source = folderOf(from);
  const sameFolder = source !== null && source.layer === target.layer && source.name === target.name;
  if (sameFolder) return [];
  if (source && source.kind === 'machinery') return [`${from} → ${to}: shared machinery never imports a domain`];
  if (target.kind === 'orchestrator' && source && source.kind === 'domain' && source.layer === target.layer)
    return [`${from} → ${to}: a domain never imports the orchestrator above it`];
  if (!isPublicFile(to)) return [`${from} → ${to}: another folder is reached only through its public file (index.ts)`];
  return [];
}

/** Relative module specifiers of static imports, re-exports and dynamic imports. */
export function relativeImports(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm))
    specifiers.push(match[1]);
  return specifiers;
}
