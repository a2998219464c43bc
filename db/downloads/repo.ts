// Download files: the registry (fileIds), per-species files, and the rows each file is built from.
import type { Schema } from '../../generated/operations.js';
import type { Db } from '../database.js';
import { ADVISORY_LOCKS } from '../jobs/index.js';
import { sql } from '../sql.js';

export type DatasetType = Schema<'DatasetType'>;
/** The kinds of service-wide asset the contract lists (download_file.asset_type holds only these). */
export type AssetType = Schema<'DownloadAsset'>['type'];

/** A registered download file: what the services build it from and the contract fields it answers with. */
export interface DownloadFile {
  id: number;
  key: string;
  /** Which builder makes it (services/downloads/assets.ts). */
  kind: string;
  subject: string | null;
  /** Set for the service-wide assets listed on /downloads, null for species files. */
  assetType: AssetType | null;
  datasetType: Schema<'ResolvedFile'>['datasetType'];
  fileName: string;
  label: string;
  description: string | null;
  contentType: string;
}

/** A file listed on /downloads (list-assets.sql selects only these). */
export type DownloadAssetFile = DownloadFile & { assetType: AssetType };

type SpeciesDownloadItem = Schema<'SpeciesDownloadItem'>;

/** A species' dataset file: the contract's item without its link, which is made from `fileId`. */
export type SpeciesFile = Omit<SpeciesDownloadItem, 'file'> & {
  fileId: number;
  label: SpeciesDownloadItem['file']['label'];
};

interface FileRow {
  id: number;
  key: string;
  kind: string;
  subject: string | null;
  asset_type: AssetType | null;
  dataset_type: DatasetType | null;
  file_name: string;
  label: string;
  description: string | null;
  content_type: string;
}

/** Keeps what the query guarantees about `asset_type` (non-null for the listed assets). */
const toFile = <Asset extends AssetType | null>(
  row: FileRow & { asset_type: Asset },
): DownloadFile & { assetType: Asset } => ({
  id: row.id,
  key: row.key,
  kind: row.kind,
  subject: row.subject,
  assetType: row.asset_type,
  datasetType: row.dataset_type,
  fileName: row.file_name,
  label: row.label,
  description: row.description,
  contentType: row.content_type,
});

/** Rows per query when a builder walks a large table. */
export const EXPORT_BATCH = 5000;

export function createDownloadsRepo(db: Db) {
  return {
    /** Registers the species files of the loaded data; one transaction-scoped lock so concurrent servers do it once at a time. */
    async registerFiles(): Promise<void> {
      await db.tx('register-download-files', async (t) => {
        await t.one('SELECT pg_advisory_xact_lock($1) AS locked', [ADVISORY_LOCKS.downloadRegistry]);
        await t.none(sql('downloads/register-files.sql'));
      });
    },

    async assets(): Promise<DownloadAssetFile[]> {
      return (await db.any<FileRow & { asset_type: AssetType }>(sql('downloads/list-assets.sql'))).map(toFile);
    },

    async file(id: number): Promise<DownloadFile | null> {
      const row = await db.oneOrNone<FileRow>(sql('downloads/get-file.sql'), { id });
      return row ? toFile(row) : null;
    },

    /** The species a slug names (id null: an organism the taxonomy lacks, known by its omics datasets); [] when none. */
    speciesBySlug(slug: string): Promise<{ id: number | null; name: string }[]> {
      return db.any(sql('downloads/species-by-slug.sql'), { slug });
    },

    async speciesFiles(slug: string): Promise<SpeciesFile[]> {
      const rows = await db.any<{
        id: number;
        dataset_type: DatasetType;
        label: string;
        dataset_id: string;
        dataset_name: string;
        source: string;
      }>(sql('downloads/species-files.sql'), { slug });
      return rows.map((row) => ({
        fileId: row.id,
        datasetType: row.dataset_type,
        datasetId: row.dataset_id,
        datasetName: row.dataset_name,
        source: row.source,
        label: row.label,
      }));
    },

    barcodeReferenceBatch(after: string): Promise<{ id: string; fasta_header: string; sequence: string }[]> {
      return db.any(sql('downloads/barcode-reference-batch.sql'), { after, limit: EXPORT_BATCH });
    },

    hostplantsBatch(after: number): Promise<Record<string, string | number | null>[]> {
      return db.any(sql('downloads/hostplants-batch.sql'), { after, limit: EXPORT_BATCH });
    },

    nicheTemplateRows(): Promise<
      { seq_id: string; species: string; longitude: number | null; latitude: number | null; sequence: string }[]
    > {
      return db.any(sql('downloads/niche-template.sql'));
    },

    assemblyReport(id: string): Promise<Record<string, unknown> | null> {
      return db.oneOrNone(sql('downloads/assembly-report.sql'), { id });
    },

    transcriptomeRuns(id: string): Promise<Record<string, string | number | null>[]> {
      return db.any(sql('downloads/transcriptome-runs.sql'), { id });
    },

    proteome(taxonId: string): Promise<{ accession: string; name: string; verbatim_name: string; sequence: string }[]> {
      return db.any(sql('downloads/proteome.sql'), { taxonId });
    },
  };
}

export type DownloadsRepo = ReturnType<typeof createDownloadsRepo>;
