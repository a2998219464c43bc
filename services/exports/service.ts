// Exports as a job kind of the job platform: a request is understood (its list's filters), reused when the identical
// request of this data version is built or being built, else queued; any instance claims it and writes its file to
// storage; an export (and its file) is read by id alone. Orphans of a dead process are requeued, then fail.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ByteRange } from '../../core/byte-range.js';
import { ApiError } from '../../core/errors.js';
import type { ExportOutput, ExportRequestRow, ExportRow, ExportsRepo } from '../../db/exports/index.js';
import type { Schema } from '../../generated/operations.js';
import type { JobOutcome, JobPlatform, RunContext } from '../jobs/index.js';
import type { FileStore, LocalFileStore } from '../storage/storage.js';
import type { ExportableLists, ExportRecords } from './datasets.js';
import { citationsText, emlXml, header, metaXml, row, type TextFormat } from './formats.js';
import { writeGzip, writeZip, type WrittenFile } from './writer.js';

export type Export = Schema<'Export'>;
export type ExportRequest = Schema<'ExportRequest'>;

export interface ExportsDeps {
  readonly repo: ExportsRepo;
  readonly jobs: JobPlatform;
  /** Where files are written: the bucket when there is one (every instance reads it), else this machine's disk. */
  readonly storage: FileStore | LocalFileStore;
  readonly lists: ExportableLists;
  readonly dataVersion: () => Promise<string | null>;
  /** The path an export's file is read at (the handler's route). */
  readonly fileUrl: (exportId: string) => string;
  readonly keepSeconds: number;
  readonly maxRunning: number;
  readonly log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/** The file of a succeeded export, for a handler: what its headers say, and how to read it (whole or a range). */
export interface ExportFile {
  readonly size: number;
  readonly etag: string;
  readonly name: string;
  readonly contentType: string;
  /** Whether the storage reads byte ranges (this machine's disk does; a bucket's file is sent whole). */
  readonly ranges: boolean;
  open(range?: ByteRange): Promise<Readable>;
}

/** Runs started per export before an orphaned one fails instead of being requeued again. */
const MAX_ATTEMPTS = 3;
const ORPHANED_MESSAGE = 'The server stopped three times while writing this export; request it again.';
/** The platform's reads of an ended job are kept per (id, client); an export is the same for every client. */
const ANYONE = 'anyone';

const FILE_SUFFIX: Record<Export['format'], string> = {
  csv: 'csv.gz',
  tsv: 'tsv.gz',
  fasta: 'fasta.gz',
  dwca: 'zip',
};
const fileName = (row: { id: string; dataset: string; format: Export['format'] }) =>
  `${row.dataset}-${row.id}.${FILE_SUFFIX[row.format]}`;
const fileKey = (row: { id: string; dataset: string; format: Export['format'] }) =>
  `exports/${row.id}/${fileName(row)}`;
const contentType = (format: Export['format']) => (format === 'dwca' ? 'application/zip' : 'application/gzip');

function status(row: ExportRow): Export['status'] {
  if (row.expired) return 'expired';
  switch (row.status) {
    case 'pending':
    case 'queued':
      return 'queued';
    case 'cancelled':
      return 'failed';
    default:
      return row.status;
  }
}

export function createExportsService(deps: ExportsDeps) {
  const { repo, storage, lists, log } = deps;

  function listOf(dataset: Export['dataset']) {
    const list = lists[dataset];
    if (!list) throw new ApiError('INVALID_BODY', `Exports of ${dataset} are not available.`, { dataset });
    return list;
  }

  function toExport(row: ExportRow): Export {
    const shown = status(row);
    return {
      exportId: row.id,
      dataset: row.dataset,
      format: row.format,
      status: shown,
      progress: row.progress,
      recordCount: row.recordCount,
      bytes: row.bytes,
      createdAt: row.createdAt,
      finishedAt: row.finishedAt,
      expiresAt: row.expiresAt,
      dataVersion: row.dataVersion,
      query: row.query,
      citation: row.citation,
      error: row.error,
      fileUrl: shown === 'succeeded' ? deps.fileUrl(row.id) : null,
    };
  }

  /** Rows as text pieces, a page at a time, reporting progress and stopping when the run is aborted. */
  async function* pieces(records: ExportRecords, format: TextFormat | 'fasta', run: RunContext) {
    const { columns, fasta } = records;
    if (format !== 'fasta') yield header(columns, format);
    let written = 0;
    for await (const page of records.pages) {
      if (run.signal.aborted) throw new Error('the export was stopped');
      if (format === 'fasta') yield await fasta!(page);
      else yield page.map((record) => row(record, columns, format)).join('');
      written += page.length;
      await run.progress('writing', records.total > 0 ? Math.min(0.99, written / records.total) : 0.99);
    }
    counted.set(run.id, written);
  }
  /** Records written per run (read once its file is complete). */
  const counted = new Map<string, number>();

  async function run(input: ExportRequestRow, context: RunContext): Promise<JobOutcome<ExportOutput, null>> {
    const started = performance.now();
    const list = listOf(input.dataset);
    const records = await list.records(input.query);
    const row = await repo.get(context.id);
    const dataVersion = row?.dataVersion ?? null;
    const date = new Date();
    const title = `Lepidoptera Biodiversity Data Service: ${input.dataset} export ${context.id}`;
    const citation = {
      text: `${title} (${records.total} records, data version ${dataVersion ?? 'none'}, ${date.toISOString().slice(0, 10)}), ${deps.fileUrl(context.id)}`,
      ...records.citation,
    };
    const target = { id: context.id, dataset: input.dataset, format: input.format };
    let file: WrittenFile | null = null;
    try {
      await storage.put(fileKey(target), async (path) => {
        if (input.format === 'dwca') {
          file = await writeZip(path, [
            { name: 'meta.xml', text: metaXml(records.columns) },
            { name: 'occurrence.txt', pieces: () => pieces(records, 'dwc', context) },
            {
              name: 'eml.xml',
              text: emlXml({ exportId: context.id, title, query: input.query, dataVersion, date, citation }),
            },
            { name: 'citations.txt', text: citationsText(citation) },
          ]);
        } else {
          file = await writeGzip(
            path,
            pieces(records, input.format === 'fasta' ? 'fasta' : input.format === 'csv' ? 'csv' : 'tsv', context),
          );
        }
      });
      const written = file as WrittenFile | null;
      if (!written) throw new Error('the export file was not written');
      const recordCount = counted.get(context.id) ?? 0;
      log.info(
        {
          jobId: context.id,
          records: recordCount,
          bytes: written.bytes,
          seconds: (performance.now() - started) / 1000,
        },
        'export written',
      );
      return { status: 'succeeded', result: { recordCount, bytes: written.bytes, etag: written.etag, citation } };
    } finally {
      counted.delete(context.id);
    }
  }

  const jobs = deps.jobs.queued<ExportRow, ExportRequestRow, ExportOutput, null>({
    kind: 'export',
    keepSeconds: deps.keepSeconds,
    maxRunning: deps.maxRunning,
    orphans: { maxAttempts: MAX_ATTEMPTS, message: ORPHANED_MESSAGE },
    // readable by anyone with the id: the owner check of the platform does not apply
    read: (id) => repo.get(id),
    load: (id) => repo.load(id),
    run,
    async failure(error, input, context) {
      log.warn({ err: error, jobId: context.id, dataset: input?.dataset }, 'export failed');
      const reason = error instanceof ApiError ? error.message : 'the records could not be read or written';
      return { status: 'failed', error: `The export failed: ${reason}`, result: null };
    },
    async saveOutcome(t, id, outcome) {
      if (outcome.status === 'succeeded') await repo.saveOutput(t, id, outcome.result);
    },
    removeFiles: (id) => storage.remove(`exports/${id}`),
  });

  async function find(exportId: string): Promise<ExportRow> {
    const row = await jobs.get(exportId, ANYONE);
    if (!row) throw new ApiError('JOB_NOT_FOUND', `Export ${exportId} does not exist.`, { exportId });
    return row;
  }

  return {
    /** Understands the request and queues its export, or gives the identical request's export of this data version. */
    async create(request: ExportRequest, clientIp: string): Promise<{ export: Export; reused: boolean }> {
      const list = listOf(request.dataset);
      if (!list.formats.includes(request.format))
        throw new ApiError(
          'INVALID_BODY',
          `The format ${request.format} is not available for ${request.dataset} (formats: ${list.formats.join(', ')}).`,
          { format: `must be one of ${list.formats.join(', ')} for ${request.dataset}` },
        );
      const { query, key } = list.understand(request.filters ?? {});
      const dataVersion = await deps.dataVersion();
      const same = { dataset: request.dataset, format: request.format, filterKey: key, dataVersion };
      const reusable = await repo.reusable(same);
      if (reusable) return { export: toExport(await find(reusable)), reused: true };
      const id = randomUUID();
      await jobs.create({ id, clientIp }, (t) => repo.insert(t, { id, ...same, query }));
      return { export: toExport(await find(id)), reused: false };
    },

    async get(exportId: string): Promise<Export> {
      return toExport(await find(exportId));
    },

    /** The file of a succeeded export; 409 JOB_NOT_FINISHED before, 404 when unknown. */
    async file(exportId: string): Promise<ExportFile> {
      const row = await find(exportId);
      const shown = status(row);
      if (shown !== 'succeeded' || !row.etag || row.bytes === null)
        throw new ApiError('JOB_NOT_FINISHED', `Export ${exportId} has not succeeded (status ${shown}).`, {
          status: shown,
        });
      const key = fileKey(row);
      const local = 'path' in storage ? storage : null;
      return {
        size: row.bytes,
        etag: row.etag,
        name: fileName(row),
        contentType: contentType(row.format),
        ranges: local !== null,
        async open(range) {
          // opened before the answer starts: a file removed by hand is an error answer, not one cut after its headers,
          // and its export expired (shown so, and never reused for the same request again)
          const opened = local ? await local.open(key, range) : await storage.open(key);
          if (opened) return opened.body;
          await jobs.expire(exportId);
          throw new ApiError('JOB_NOT_FINISHED', `Export ${exportId} has expired: its file is no longer kept.`, {
            status: 'expired',
          });
        },
      };
    },

    health: () => ({ running: jobs.running() }),
    start: () => jobs.start(),
    close: () => jobs.close(),
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
