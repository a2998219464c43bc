// Builds the BLAST databases with makeblastdb from the loaded data into <root>/<dataVersion>/, once per data version.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlastSequencesRepo } from '../../db/blast/index.js';
import type { Schema } from '../../generated/operations.js';
import { runProcess } from './process.js';
import type { SequenceType } from './query.js';

/** A built database: what clients see of it (`id` is the MD5 hex of its path, SequenceServer's rule) and where it lives. */
export interface BlastDatabase extends Readonly<Schema<'BlastDatabase'>> {
  /** Directory holding the database files, and their base name (BLAST+ runs there: paths may contain spaces). */
  readonly dir: string;
  readonly name: string;
}

interface ManifestEntry {
  name: string;
  title: string;
  type: SequenceType;
  sequenceCount: number;
}

interface BuildOptions {
  readonly root: string;
  readonly dataVersion: string;
  readonly repo: BlastSequencesRepo;
  readonly makeblastdb: string;
  readonly log: (message: string) => void;
  /** Aborts makeblastdb when the server shuts down mid-build. */
  readonly signal?: AbortSignal;
}

const MANIFEST = 'manifest.json';
const PAGE = 5000;
const MAKEBLASTDB_TIMEOUT_MS = 10 * 60_000;
/** Build directories of crashed processes are removed once they are this old. */
const STALE_BUILD_MS = 60 * 60_000;

export function databaseId(path: string): string {
  return createHash('md5').update(path).digest('hex');
}

/** Residues as makeblastdb wants them: no gaps or whitespace; '?' and other non-IUPAC marks become N (or X). */
export function cleanResidues(sequence: string, type: SequenceType): string {
  const residues = sequence.toUpperCase().replace(/[-.\s]/g, '');
  return type === 'nucleotide' ? residues.replace(/[^ACGTURYSWKMBDHVN]/g, 'N') : residues.replace(/[^A-Z*]/g, 'X');
}

/** One FASTA header: the record's source id as the first word (hit ids), then readable text with the species. */
function header(id: string, parts: (string | null)[]): string {
  const text = parts.filter((p): p is string => Boolean(p)).join(' | ');
  return `>${id} ${text}`.replace(/\s+/g, ' ').trim();
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface Spec {
  entry: Omit<ManifestEntry, 'sequenceCount'>;
  /** Writes the FASTA page by page; returns the number of sequences written. */
  write(append: (text: string) => Promise<void>): Promise<number>;
}

function specs(
  repo: BlastSequencesRepo,
  markers: { marker: string }[],
  proteinTypes: { protein_type: string }[],
): Spec[] {
  const list: Spec[] = markers.map(({ marker }) => ({
    entry: {
      name: `barcodes-${slug(marker)}`,
      title: `Lepidoptera ${marker} barcodes (nucleotide)`,
      type: 'nucleotide',
    },
    async write(append) {
      let after = '';
      let count = 0;
      for (;;) {
        const rows = await repo.barcodePage(marker, after, PAGE);
        if (rows.length === 0) return count;
        const lines: string[] = [];
        for (const row of rows) {
          const residues = cleanResidues(row.sequence, 'nucleotide');
          if (residues.length === 0) continue;
          lines.push(header(row.id, [row.verbatim_name, row.marker, row.country]), residues);
          count += 1;
        }
        await append(`${lines.join('\n')}\n`);
        after = rows[rows.length - 1].id;
      }
    },
  }));
  if (proteinTypes.length > 0) {
    list.push({
      entry: {
        name: 'proteins',
        title: `Lepidoptera proteins: ${proteinTypes.map((t) => t.protein_type).join(', ')} (protein)`,
        type: 'protein',
      },
      async write(append) {
        let after = 0;
        let count = 0;
        for (;;) {
          const rows = await repo.proteinPage(after, PAGE);
          if (rows.length === 0) return count;
          const lines: string[] = [];
          for (const row of rows) {
            const residues = cleanResidues(row.sequence, 'protein');
            if (residues.length === 0) continue;
            lines.push(header(row.accession, [row.name, row.verbatim_name]), residues);
            count += 1;
          }
          await append(`${lines.join('\n')}\n`);
          after = rows[rows.length - 1].id;
        }
      },
    });
  }
  return list;
}

async function readManifest(dir: string): Promise<ManifestEntry[] | null> {
  try {
    return JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as ManifestEntry[];
  } catch {
    return null;
  }
}

function toDatabases(dir: string, entries: ManifestEntry[]): BlastDatabase[] {
  return entries.map((e) => ({
    id: databaseId(join(dir, e.name)),
    title: e.title,
    type: e.type,
    sequenceCount: e.sequenceCount,
    dir,
    name: e.name,
  }));
}

async function buildInto(tmp: string, options: BuildOptions): Promise<ManifestEntry[]> {
  const { repo } = options;
  const [markers, proteinTypes] = await Promise.all([repo.barcodeMarkers(), repo.proteinTypes()]);
  const manifest: ManifestEntry[] = [];
  for (const spec of specs(repo, markers, proteinTypes)) {
    const fasta = `${spec.entry.name}.fasta`;
    const file = await open(join(tmp, fasta), 'w');
    let sequenceCount: number;
    try {
      sequenceCount = await spec.write(async (text) => {
        await file.write(text);
      });
    } finally {
      await file.close();
    }
    if (sequenceCount === 0) continue;
    await runProcess({
      executable: options.makeblastdb,
      args: [
        '-in',
        fasta,
        '-dbtype',
        spec.entry.type === 'nucleotide' ? 'nucl' : 'prot',
        '-out',
        spec.entry.name,
        '-title',
        spec.entry.title,
      ],
      cwd: tmp,
      stdin: '',
      killTimeoutMs: MAKEBLASTDB_TIMEOUT_MS,
      maxOutputBytes: 1 << 20,
      signal: options.signal,
    });
    await rm(join(tmp, fasta));
    manifest.push({ ...spec.entry, sequenceCount });
    options.log(`BLAST database ${spec.entry.name}: ${sequenceCount} sequences`);
  }
  await writeFile(join(tmp, MANIFEST), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** Other data versions' databases and crashed builds are removed; builds in progress elsewhere are left alone. */
async function removeOutdated(root: string, keep: string): Promise<void> {
  for (const name of await readdir(root)) {
    const path = join(root, name);
    if (name === keep) continue;
    if (name.startsWith('.build-')) {
      const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Date.now() }));
      if (Date.now() - mtimeMs < STALE_BUILD_MS) continue;
    }
    await rm(path, { recursive: true, force: true });
  }
}

/**
 * The databases of `dataVersion`: reused when a finished build exists, otherwise built in a private
 * directory and renamed into place (atomic, so concurrent processes never see half a database).
 */
export async function ensureDatabases(options: BuildOptions): Promise<BlastDatabase[]> {
  const dir = join(options.root, options.dataVersion);
  const existing = await readManifest(dir);
  if (existing) return toDatabases(dir, existing);
  await mkdir(options.root, { recursive: true });
  const tmp = join(options.root, `.build-${options.dataVersion}-${randomUUID()}`);
  await mkdir(tmp);
  const started = performance.now();
  try {
    await buildInto(tmp, options);
    await rename(tmp, dir);
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    // Another process may have finished the same build first: use it.
    const theirs = await readManifest(dir);
    if (theirs) return toDatabases(dir, theirs);
    throw error;
  }
  options.log(
    `BLAST databases for data version ${options.dataVersion} built in ${Math.round(performance.now() - started)} ms`,
  );
  await removeOutdated(options.root, options.dataVersion).catch(() => undefined);
  const manifest = await readManifest(dir);
  if (!manifest) throw new Error(`BLAST database manifest missing in ${dir}`);
  return toDatabases(dir, manifest);
}
