// Wright et al. 2024 Table S1 (BUSCO completeness and duplication, N50s, chromosome number, % in
// chromosomes per assembly): Lepidoptera rows matched to the catalog's assemblies by accession.
import type { LoadContext } from '../load/context.js';
import { FILE } from '../load/files.js';
import { type CsvRecord, readTable } from '../load/read.js';
import { SOURCE } from '../load/sources.js';
import { int, num, text } from '../load/values.js';

/** What the BUSCO loaders need to know of a loaded assembly (db/genomes/load.ts returns these). */
export interface AssemblyRef {
  id: string;
  accession: string;
  taxonId: number | null;
  assemblyType: string | null;
  wgsProject: string | null;
}

type Row = Record<string, string | number | null>;

export function readWrightTable(datasetDir: string): CsvRecord[] {
  return readTable(datasetDir, FILE.wright2024Assemblies);
}

/** Accessions the table places in the Lepidoptera (its Order column), with and without version. */
export function wrightLepidopteraAccessions(records: readonly CsvRecord[]): Set<string> {
  return new Set(
    records
      .filter((record) => record.Order.trim() === 'Lepidoptera')
      .map((record) => record.Genbank_assembly_accession.trim()),
  );
}

const withoutVersion = (accession: string) => accession.replace(/\.[0-9]+$/, '');

/**
 * The assembly a Table S1 accession names: the same accession, else — where only the version
 * differs (the table names Heliconius sara .2 and Hyles euphorbiae .1, the catalog holds .1 and .2)
 * — the one assembly whose accession without version is the same; the row keeps the accession it
 * gives (accession_match 'version') and the API shows it as the assessed accession.
 */
export function matchWrightAccession(
  accession: string,
  byAccession: ReadonlyMap<string, AssemblyRef>,
  byBase: ReadonlyMap<string, AssemblyRef[]>,
): { assembly: AssemblyRef; match: 'exact' | 'version' } | null {
  const exact = byAccession.get(accession);
  if (exact) return { assembly: exact, match: 'exact' };
  const sameBase = byBase.get(withoutVersion(accession)) ?? [];
  return sameBase.length === 1 ? { assembly: sameBase[0], match: 'version' } : null;
}

export function wrightStatsRow(record: CsvRecord, assemblyId: string, match: 'exact' | 'version'): Row {
  return {
    assembly_id: assemblyId,
    verbatim_name: record.Species.trim(),
    accession: record.Genbank_assembly_accession.trim(),
    accession_match: match,
    assembly_name: text(record.Assembly_name),
    project: text(record.Source),
    assembly_level: text(record.Assembly_level),
    superfamily: text(record.Superfamily),
    family: text(record.Family),
    genome_size_bp: int(record.Genome_size),
    scaffold_n50_bp: int(record.Scaffold_N50),
    contig_n50_mb: num(record.Contig_N50_Mb),
    percent_in_chromosomes: num(record.Percentage_assembly_in_chr),
    chromosome_number: int(record.Chr_number),
    busco_complete_pct: num(record.BUSCO_completeness),
    busco_duplicate_copies: int(record.Number_duplicate_buscos),
    busco_duplicated_pct: num(record.Percentage_duplication),
    source_id: SOURCE.wright2024,
  };
}

/**
 * Loads the Lepidoptera rows matched to an assembly; Trichoptera rows and rows no loaded assembly
 * answers to are reported as skipped. Returns the accessions of the matched assemblies (the BUSCO
 * full-table loader prefers them when a species has several).
 */
export async function loadWrightStats(ctx: LoadContext, assemblies: readonly AssemblyRef[]): Promise<Set<string>> {
  const byAccession = new Map(assemblies.map((assembly) => [assembly.accession, assembly]));
  const byBase = new Map<string, AssemblyRef[]>();
  for (const assembly of assemblies) {
    const base = withoutVersion(assembly.accession);
    byBase.set(base, [...(byBase.get(base) ?? []), assembly]);
  }
  const rows: Row[] = [];
  const matched = new Set<string>();
  for (const record of readWrightTable(ctx.datasetDir)) {
    const accession = record.Genbank_assembly_accession.trim();
    const label = `${record.Species.trim()} ${accession}`;
    if (record.Order.trim() !== 'Lepidoptera') {
      ctx.skip(SOURCE.wright2024, 'not Lepidoptera (Order column)', `${label} (${record.Order.trim()})`);
      continue;
    }
    const found = matchWrightAccession(accession, byAccession, byBase);
    if (!found || matched.has(found.assembly.accession)) {
      ctx.skip(SOURCE.wright2024, 'no loaded assembly has the accession (with or without version)', label);
      continue;
    }
    matched.add(found.assembly.accession);
    rows.push(wrightStatsRow(record, found.assembly.id, found.match));
  }
  await ctx.copy<Row>('genome_assembly_wright_stats', Object.keys(rows[0] ?? {}), rows);
  return matched;
}
