// What identification reads from the database: the accepted taxon of each class name and the occurrence records the
// place/date prior is built from (SQL beside this file).
import type { Db } from '../database.js';
import { sql } from '../sql.js';

const query = (file: string) => sql(`identification/${file}`);

/** One record for the prior; `id` lets the training tools hold records out by a hash. */
export interface PriorRecordRow {
  readonly classIndex: number;
  readonly id: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly dayOfYear: number | null;
  readonly month: number | null;
}

export function createIdentificationRepo(db: Db) {
  return {
    /** The accepted taxon id of each class label (same order), null where the taxonomy does not know the name. */
    async classTaxa(labels: readonly string[]): Promise<(number | null)[]> {
      const rows = await db.any<{ class_index: number; taxon_id: number | null }>(query('class-taxa.sql'), {
        labels: [...labels],
      });
      const out = new Array<number | null>(labels.length).fill(null);
      for (const r of rows) out[r.class_index] = r.taxon_id;
      return out;
    },

    /** Records of each class's taxon and the taxa below it that have coordinates or a month, ordered by id. */
    async priorRecords(taxonIds: readonly (number | null)[]): Promise<PriorRecordRow[]> {
      const rows = await db.any<{
        class_index: number;
        id: string;
        latitude: number | null;
        longitude: number | null;
        day_of_year: number | null;
        month: number | null;
      }>(query('prior-records.sql'), { taxonIds: [...taxonIds] });
      return rows.map((r) => ({
        classIndex: r.class_index,
        id: r.id,
        latitude: r.latitude,
        longitude: r.longitude,
        dayOfYear: r.day_of_year,
        month: r.month,
      }));
    },
  };
}

export type IdentificationRepo = ReturnType<typeof createIdentificationRepo>;
