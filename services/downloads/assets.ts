// Download files: built from the loaded data into the storage root on first request, cached per data
// version (with a strong ETag from their SHA-256), and published to S3 when the service uses it.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { DataVersion } from '../../core/data-version.js';
import { ApiError } from '../../core/errors.js';
import type { BarcodesRepo } from '../../db/barcodes/index.js';
import type { DownloadFile, DownloadsRepo } from '../../db/downloads/index.js';
import type { LiteratureRepo } from '../../db/literature/index.js';
import type { ByteRange } from '../../core/byte-range.js';
import { RecentFiles, streamOf } from '../storage/recent-files.js';
import type { BucketStore, LocalFileStore, PresignedHeaders, StoredFile } from '../storage/storage.js';

export interface BuiltFile {
  /** Key under the storage root (and in the bucket). */
  storageKey: string;
  size: number;
  modifiedAt: Date;
  /** Strong ETag (quoted). */
  etag: string;
}

export interface DownloadAssetsDeps {
  readonly downloads: DownloadsRepo;
  readonly barcodes: BarcodesRepo;
  readonly literature: LiteratureRepo;
  /** Where the files are built and kept (this machine's disk). */
  readonly local: LocalFileStore;
  /** With S3: where every built file is published and served from (pre-signed URLs). */
  readonly bucket: BucketStore | null;
  /** The shipped dataset directory (the archive's content). */
  readonly datasetDir: string;
  /** Version of the loaded data (`DataVersion.current`); null before the first load. */
  readonly dataVersion: DataVersion['current'];
}

/** Builds of a file one request may start when its copy keeps vanishing (removed from storage by hand meanwhile). */
export const BUILDS_PER_REQUEST = 3;

/** A file whose copy was removed as often as it was built for one request: busy storage, not a missing file. */
export function vanishing(file: DownloadFile): ApiError {
  return new ApiError(
    'SERVICE_BUSY',
    `The file ${file.fileName} was removed from storage while it was being sent; try again shortly.`,
    undefined,
    { 'Retry-After': '5' },
  );
}

type Write = (chunk: string) => Promise<void>;
type Builder = (file: DownloadFile, write: Write) => Promise<void>;

/** CSV field quoting (RFC 4180). */
function csvRow(values: readonly unknown[]): string {
  return `${values
    .map((value) => {
      if (value === null || value === undefined) return '';
      const text = String(value);
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',')}\n`;
}

/** TSV fields cannot hold tabs or line breaks; the sources' free text may. */
function tsvRow(values: readonly unknown[]): string {
  return `${values.map((value) => (value === null || value === undefined ? '' : String(value).replace(/[\t\r\n]+/g, ' '))).join('\t')}\n`;
}

/**
 * Writes produced text to `path` (a temporary name), gzip-compressed when asked (the table exports). Every stage is in
 * one awaited pipeline, so a failed write (a full disk) rejects the next `write` and the whole call — no write waits
 * for a `drain` that never comes, and no rejection is left unhandled.
 */
async function writeTextFile(path: string, gzip: boolean, produce: (write: Write) => Promise<void>): Promise<void> {
  const source = new PassThrough();
  const written = pipeline(gzip ? [source, createGzip(), createWriteStream(path)] : [source, createWriteStream(path)]);
  // awaited below; until then a failure surfaces through `write`
  written.catch(() => undefined);
  const write: Write = async (chunk) => {
    if (source.destroyed) return written;
    if (!source.write(chunk)) await Promise.race([once(source, 'drain'), written]);
  };
  try {
    await produce(write);
    source.end();
  } catch (error) {
    source.destroy(error as Error);
  }
  await written;
}

function sha256File(path: string): Promise<string> {
  return new Promise((done, fail) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('error', fail)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => done(hash.digest('hex')));
  });
}

/** The shipped data directory as a gzip tarball (system tar: present wherever the service runs). */
function tarDirectory(directory: string, outPath: string): Promise<void> {
  return new Promise((done, fail) => {
    const tar = spawn('tar', ['-czf', outPath, '-C', dirname(directory), basename(directory)], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // listened first: out of file descriptors, spawn makes no pipe and reports EMFILE here a tick later (503)
    tar.on('error', fail);
    let stderr = '';
    (tar.stderr as typeof tar.stderr | null)?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    tar.on('close', (code) => {
      if (code === 0) return done();
      // tar says why in words only: a full disk is named by its errno, so the storage answers 507
      const full = /no space left on device/i.test(stderr) ? { code: 'ENOSPC' } : {};
      fail(Object.assign(new Error(`tar exited with ${code}: ${stderr}`), full));
    });
  });
}

const gone = (file: DownloadFile) =>
  new ApiError('FILE_NOT_FOUND', `File with ID ${file.id} does not exist.`, { fileId: file.id });

export function createDownloadAssets(deps: DownloadAssetsDeps) {
  const { downloads, local } = deps;

  const builders: Record<string, Builder> = {
    async 'barcode-reference'(_file, write) {
      for (let after = ''; ;) {
        const rows = await downloads.barcodeReferenceBatch(after);
        for (const row of rows) await write(`>${row.fasta_header}\n${row.sequence}\n`);
        if (rows.length === 0) return;
        after = rows[rows.length - 1].id;
      }
    },

    async 'niche-barcoding-template'(_file, write) {
      await write(csvRow(['seqID', 'species', 'longitude', 'latitude', 'sequence']));
      for (const row of await downloads.nicheTemplateRows()) {
        await write(csvRow([row.seq_id, row.species, row.longitude, row.latitude, row.sequence]));
      }
    },

    async 'hostplants-csv'(_file, write) {
      const columns = [
        'id',
        'insect_family',
        'insect_genus',
        'insect_scientific_name',
        'insect_author',
        'hostplant_family',
        'hostplant_genus',
        'hostplant_scientific_name',
        'damage_or_note',
        'lab_rearing',
        'location',
        'citation',
      ] as const;
      await write(csvRow(columns));
      for (let after = 0; ;) {
        const rows = await downloads.hostplantsBatch(after);
        for (const row of rows) await write(csvRow(columns.map((column) => row[column])));
        if (rows.length === 0) return;
        after = Number(rows[rows.length - 1].hosts_id);
      }
    },

    async 'literature-csv'(_file, write) {
      const columns = [
        'id',
        'title',
        'authors',
        'year',
        'journal',
        'volume',
        'issue',
        'pages',
        'doi',
        'url',
        'citation',
        'sources',
      ] as const;
      await write(csvRow(columns));
      for (const row of await deps.literature.all()) await write(csvRow(columns.map((column) => row[column])));
    },

    async 'barcode-statistics-csv'(_file, write) {
      const columns = [
        'id',
        'organism',
        'family',
        'subfamily',
        'genus',
        'number',
        'length',
        'lengthMin',
        'lengthQ1',
        'lengthMedian',
        'lengthQ3',
        'lengthMax',
      ] as const;
      await write(csvRow(columns));
      for (const record of await deps.barcodes.all()) await write(csvRow(columns.map((column) => record[column])));
    },

    // Laid out like NCBI's *_assembly_report.txt: '#' metadata lines, then one line per sequence.
    async 'assembly-report'(file, write) {
      const report = await downloads.assemblyReport(file.subject ?? '');
      if (!report) throw gone(file);
      const fields: [string, unknown][] = [
        ['Assembly name', report.assembly_name],
        ['Organism name', report.verbatim_name],
        ['Common name', report.common_name],
        ['Taxid', report.ncbi_tax_id],
        ['BioProject', report.bioproject],
        ['BioSample', report.biosample],
        ['Submitter', report.submitter],
        ['Date', report.submission_date],
        ['Assembly level', report.assembly_level],
        ['Assembly type', report.assembly_type],
        ['GenBank assembly accession', report.accession],
        ['Total sequence length', report.total_sequence_length],
        ['Total ungapped length', report.total_ungapped_length],
        ['Contig N50', report.contig_n50],
        ['Scaffold N50', report.scaffold_n50],
        ['Contig count', report.contig_count],
        ['Scaffold count', report.scaffold_count],
        ['Chromosome count', report.chromosome_count],
        ['GC percent', report.gc_percent],
        ['BUSCO', report.busco_summary],
        ['Source', report.source],
      ];
      for (const [label, value] of fields)
        if (value !== null && value !== undefined) await write(`# ${label}:\t${String(value)}\n`);
      const sequences = report.sequences as {
        accession: string;
        name: string;
        lengthBp: number | null;
        gcFraction: number | null;
        chromosome: boolean | null;
      }[];
      await write('#\n# Sequence-Name\tGenBank-Accn\tSequence-Length\tGC-Fraction\tChromosome\n');
      for (const s of sequences)
        await write(
          tsvRow([
            s.name,
            s.accession,
            s.lengthBp,
            s.gcFraction,
            s.chromosome === null ? null : s.chromosome ? 'yes' : 'no',
          ]),
        );
    },

    async 'transcriptome-runs'(file, write) {
      const rows = await downloads.transcriptomeRuns(file.subject ?? '');
      if (rows.length === 0) throw gone(file);
      const columns = Object.keys(rows[0]);
      await write(tsvRow(columns));
      for (const row of rows) await write(tsvRow(columns.map((column) => row[column])));
    },

    async 'proteome-fasta'(file, write) {
      const rows = await downloads.proteome(file.subject ?? '');
      if (rows.length === 0) throw gone(file);
      for (const row of rows) await write(`>${row.accession} ${row.name} [${row.verbatim_name}]\n${row.sequence}\n`);
    },
  };

  async function build(file: DownloadFile, storageKey: string, etagKey: string): Promise<BuiltFile> {
    const existing = await local.stat(storageKey);
    const knownHash = existing ? await local.readText(etagKey) : null;
    if (existing && knownHash) return { storageKey, ...existing, etag: `"${knownHash.trim()}"` };
    // hashed and timed as written, before the rename: a copy removed right after (storage cleaned by hand) fails nothing
    let written: (StoredFile & { hash: string }) | undefined;
    await local.put(storageKey, async (path) => {
      if (file.kind === 'dataset-archive') await tarDirectory(deps.datasetDir, path);
      else {
        const builder = builders[file.kind];
        if (!builder) throw gone(file);
        await writeTextFile(path, file.fileName.endsWith('.gz'), (write) => builder(file, write));
      }
      const info = await stat(path);
      written = { size: info.size, modifiedAt: info.mtime, hash: await sha256File(path) };
    });
    const { hash, ...stored } = written!;
    await local.writeText(etagKey, hash);
    return { storageKey, ...stored, etag: `"${hash}"` };
  }

  /** Concurrent requests for a file share one build; a failed build is forgotten so the next request retries. */
  const pending = new Map<string, Promise<BuiltFile>>();
  const published = new Set<string>();
  /** Small built files' bytes by storage key and ETag: a file rebuilt after a removal by hand may differ (an archive's times). */
  const recent = new RecentFiles();
  const recentKey = (storageKey: string, etag: string) => `${storageKey} ${etag}`;
  let registeredFor: string | null = null;

  async function requireVersion(): Promise<string> {
    const version = await deps.dataVersion();
    if (!version)
      throw new ApiError('DATABASE_UNAVAILABLE', 'The dataset has not been loaded yet; try again shortly.', undefined, {
        'Retry-After': '30',
      });
    return version;
  }

  /**
   * The built file, its copy on disk or held in memory. A cached build whose copy was removed (storage cleaned by hand)
   * is built again, `BUILDS_PER_REQUEST` times at most: a copy that keeps vanishing is 503 SERVICE_BUSY.
   */
  async function builtCopy(file: DownloadFile): Promise<BuiltFile> {
    const version = await requireVersion();
    const directory = `downloads/${version}/${file.id}`;
    const storageKey = `${directory}/${file.fileName}`;
    for (let builds = 1; ; builds++) {
      let building = pending.get(storageKey);
      if (!building) {
        building = build(file, storageKey, `${directory}/sha256`);
        pending.set(storageKey, building);
        building.catch(() => pending.delete(storageKey));
      }
      const built = await building;
      if (recent.has(recentKey(storageKey, built.etag)) || (await local.stat(storageKey))) return built;
      if (pending.get(storageKey) === building) pending.delete(storageKey);
      if (builds >= BUILDS_PER_REQUEST) throw vanishing(file);
    }
  }

  return {
    /** Registers the species files of the loaded data once per data version (fileIds are assigned there). */
    async sync(): Promise<void> {
      const version = await requireVersion();
      if (registeredFor === version) return;
      await downloads.registerFiles();
      // files built from an earlier load are stale for good: free their space
      for (const name of await local.list('downloads')) if (name !== version) await local.remove(`downloads/${name}`);
      registeredFor = version;
    },

    /** The file on local disk, built if needed, and (with S3) uploaded to the bucket. */
    async ensure(file: DownloadFile): Promise<BuiltFile> {
      const built = await builtCopy(file);
      const { storageKey } = built;
      if (deps.bucket && !published.has(storageKey)) {
        if (!(await deps.bucket.exists(storageKey)))
          await deps.bucket.upload(storageKey, local.path(storageKey), built.size, file.contentType);
        published.add(storageKey);
      }
      return built;
    },

    /**
     * The file's bytes (or `range` of them) as a stream: from memory for a small file, else from an open descriptor (so
     * a copy removed once opened is still sent whole). Null when the copy ensure() found is gone or was replaced (its
     * size or time differ): ensure() again.
     */
    async read(built: BuiltFile, range?: ByteRange): Promise<Readable | null> {
      if (built.size > recent.maxFileBytes) {
        const opened = await local.open(built.storageKey, range);
        if (opened?.size === built.size && opened.modifiedAt.getTime() === built.modifiedAt.getTime())
          return opened.body;
        opened?.body.destroy();
        return null;
      }
      const key = recentKey(built.storageKey, built.etag);
      let bytes = recent.get(key);
      if (!bytes) {
        const read = await readFile(local.path(built.storageKey)).catch((error: unknown) => {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
          throw error;
        });
        if (read?.length !== built.size) return null;
        recent.remember(key, (bytes = read));
      }
      return streamOf(range ? bytes.subarray(range.start, range.end + 1) : bytes);
    },

    /** A URL of the published file that the bucket answers with `headers` (S3 only). */
    presign(built: BuiltFile, headers: PresignedHeaders) {
      if (!deps.bucket) throw new Error('presign needs S3 storage');
      return deps.bucket.presign(built.storageKey, headers);
    },

    get provider(): 's3' | 'local' {
      return deps.bucket?.provider ?? local.provider;
    },
  };
}

export type DownloadAssets = ReturnType<typeof createDownloadAssets>;
