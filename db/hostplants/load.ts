// Host plants: the NHM HOSTS caterpillar–hostplant table, every column kept.
import type { LoadContext } from '../load/context.js';
import { FILE } from '../load/files.js';
import { keepLepidoptera } from '../load/lepidoptera.js';
import { type CsvRecord, readTable } from '../load/read.js';
import { SOURCE } from '../load/sources.js';
import { requiredInt, text } from '../load/values.js';

export interface HostplantRow {
  id: string;
  hosts_id: number;
  insect_family: string | null;
  insect_genus: string | null;
  insect_species: string | null;
  insect_subspecies: string | null;
  insect_author: string | null;
  insect_scientific_name: string | null;
  hostplant_family: string | null;
  hostplant_genus: string | null;
  hostplant_species: string | null;
  hostplant_infraspecific: string | null;
  hostplant_scientific_name: string | null;
  damage_or_note: string | null;
  lab_rearing: string | null;
  location: string | null;
  taxon_id: number | null;
  source_id: string;
}

/** The HOSTS columns copied as text (empty → NULL). */
const TEXT_COLUMNS = [
  'insect_family',
  'insect_genus',
  'insect_species',
  'insect_subspecies',
  'insect_author',
  'insect_scientific_name',
  'hostplant_family',
  'hostplant_genus',
  'hostplant_species',
  'hostplant_infraspecific',
  'hostplant_scientific_name',
  'damage_or_note',
  'lab_rearing',
  'location',
] as const satisfies readonly (keyof HostplantRow)[];

export function hostplantRow(record: CsvRecord): HostplantRow {
  const hostsId = requiredInt(record.hosts_id, 'hosts_id');
  const texts = Object.fromEntries(TEXT_COLUMNS.map((column) => [column, text(record[column])])) as Pick<
    HostplantRow,
    (typeof TEXT_COLUMNS)[number]
  >;
  return { id: `hp-${hostsId}`, hosts_id: hostsId, taxon_id: null, source_id: SOURCE.nhmHosts, ...texts };
}

export async function loadHostplants(ctx: LoadContext): Promise<void> {
  const rows = keepLepidoptera(ctx, readTable(ctx.datasetDir, FILE.hosts).map(hostplantRow), (row) => ({
    sourceId: SOURCE.nhmHosts,
    name: row.insect_scientific_name,
  }));
  // the genus stands in only when the record names no species: an unknown species is not its genus
  for (const row of rows)
    row.taxon_id = ctx.names.taxonId(SOURCE.nhmHosts, row.insect_scientific_name ?? row.insect_genus);
  await ctx.copy('hostplant_association', ['id', 'hosts_id', ...TEXT_COLUMNS, 'taxon_id', 'source_id'], rows);
}
