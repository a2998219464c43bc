// The identification's data-derived part, built once per data version: the accepted taxon of each class and the
// place/date prior from the occurrence records (workers/identification/prior.ts). Concurrent callers share one build;
// a failed build is forgotten so the next request tries again.
import type { DataVersion } from '../../core/data-version.js';
import type { IdentificationRepo } from '../../db/identification/index.js';
import type { ModelManifest } from '../../workers/identification/manifest.js';
import { buildPrior, type PlaceDatePrior } from '../../workers/identification/prior.js';

export interface IdentificationData {
  readonly dataVersion: string | null;
  /** Accepted taxon id per class index (null: the taxonomy does not know the name). */
  readonly taxonIds: readonly (number | null)[];
  readonly prior: PlaceDatePrior;
}

export function createIdentificationData(repo: IdentificationRepo, dataVersion: DataVersion) {
  let cached: { version: string | null; model: string; value: Promise<IdentificationData> } | null = null;

  async function build(version: string | null, manifest: ModelManifest): Promise<IdentificationData> {
    const taxonIds = await repo.classTaxa(manifest.classes.map((c) => c.label));
    const records = await repo.priorRecords(taxonIds);
    return { dataVersion: version, taxonIds, prior: buildPrior(records, manifest.classes.length, manifest.prior) };
  }

  return {
    /** The tables of the loaded data version for this model (rebuilt after a reload). */
    async current(manifest: ModelManifest): Promise<IdentificationData> {
      const version = await dataVersion.current();
      if (!cached || cached.version !== version || cached.model !== manifest.model_version) {
        const value = build(version, manifest);
        const entry = { version, model: manifest.model_version, value };
        cached = entry;
        value.catch(() => {
          if (cached === entry) cached = null;
        });
      }
      return cached.value;
    },
  };
}

export type IdentificationDataSource = ReturnType<typeof createIdentificationData>;
