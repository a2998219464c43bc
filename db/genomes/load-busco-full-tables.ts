// BUSCO full tables and summaries of 28 assemblies (species-named, no accession) matched to catalog
// assemblies, and the BUSCO gene → Merian element reference table used to paint their chromosomes.
import type { LoadContext } from '../load/context.js';
import { columnsOf } from '../load/copy.js';
import { FILE } from '../load/files.js';
import type { AssemblyRef } from './load-busco-wright.js';
import { type CsvRecord, parseDelimitedRows, readDataFile, readTable } from '../load/read.js';
import { SOURCE } from '../load/sources.js';
import { int, num, text } from '../load/values.js';

type Row = Record<string, string | number | null>;

type MatchMethod = 'wgs-project' | 'wright2024-accession' | 'single-assembly';

/** A match, or why there is none (`detail`: what about this run, for the report's example). */
export type AssemblyMatch = { assembly: AssemblyRef; method: MatchMethod } | { reason: string; detail?: string };

/** A WGS sequence accession ('CAJHVK020000007.1') begins with its project ('CAJHVK02'); chromosome accessions ('LR989895.1') do not. */
const WGS_SEQUENCE = /^([A-Z]{4,6}[0-9]{2})[0-9]{6,}(?:\.[0-9]+)?$/;

export function wgsProjectOf(sequence: string): string | null {
  return WGS_SEQUENCE.exec(sequence)?.[1] ?? null;
}

/**
 * The catalog assembly a species-named BUSCO run was made on. The files give no accession, so:
 * the assembly whose WGS project its WGS sequence names carry (the strongest evidence; a run whose
 * WGS names belong to no assembly of the species is not matched); else, among the species' primary
 * assemblies (not alternate haplotypes), the one Wright et al. 2024 (the same author) use; else the
 * only one. Anything else is left unmatched rather than guessed.
 */
export function matchBuscoRun(
  taxonId: number | null,
  wgsProjects: ReadonlySet<string>,
  assemblies: readonly AssemblyRef[],
  wrightAccessions: ReadonlySet<string>,
): AssemblyMatch {
  if (taxonId === null) return { reason: 'species name not in the taxonomy' };
  const ofSpecies = assemblies.filter((assembly) => assembly.taxonId === taxonId);
  if (ofSpecies.length === 0) return { reason: 'no assembly of the species in the catalog' };
  if (wgsProjects.size > 0) {
    const byWgs = ofSpecies.filter((assembly) => assembly.wgsProject !== null && wgsProjects.has(assembly.wgsProject));
    return byWgs.length === 1
      ? { assembly: byWgs[0], method: 'wgs-project' }
      : {
          reason: 'its WGS sequence names point to no single assembly of the species',
          detail: [...wgsProjects].join(', '),
        };
  }
  const primary = ofSpecies.filter((assembly) => assembly.assemblyType !== 'alternate-pseudohaplotype');
  const used = primary.filter((assembly) => wrightAccessions.has(assembly.accession));
  if (used.length === 1) return { assembly: used[0], method: 'wright2024-accession' };
  if (primary.length === 1) return { assembly: primary[0], method: 'single-assembly' };
  return { reason: 'several primary assemblies of the species, none singled out', detail: `${primary.length}` };
}

function runRow(
  summary: CsvRecord,
  first: CsvRecord,
  match: { assembly: AssemblyRef; method: MatchMethod },
  taxonId: number | null,
): Row {
  return {
    assembly_id: match.assembly.id,
    verbatim_name: summary.species.trim(),
    taxon_id: taxonId,
    busco_version: text(summary.busco_version),
    lineage: summary.lineage.trim(),
    lineage_date: text(first.lineage_date),
    markers: int(summary.n_buscos),
    complete_single: int(summary.complete_single),
    complete_duplicated: int(summary.complete_duplicated),
    fragmented: int(summary.fragmented),
    missing: int(summary.missing),
    complete_pct: num(summary.complete_pct),
    busco_string: text(summary.busco_string),
    sequences_with_buscos: int(summary.n_sequences_with_buscos),
    match_method: match.method,
    source_id: SOURCE.buscoFullTables,
  };
}

function geneRow(record: CsvRecord, assembly: AssemblyRef, taxonId: number | null): Row {
  return {
    assembly_id: assembly.id,
    // the matched assembly's accession: the source names none (busco_run.match_method says how it was found)
    assembly_accession: assembly.accession,
    verbatim_name: record.species.trim(),
    taxon_id: taxonId,
    busco_id: record.busco_id.trim(),
    status: record.status.trim(),
    // as the run names it: an INSDC accession, or an internal name (SUPER_1, SCAFFOLD_12) of an unsubmitted assembly
    sequence_accession: text(record.sequence),
    gene_start: int(record.gene_start),
    gene_end: int(record.gene_end),
    strand: text(record.strand),
    score: num(record.score),
    length: int(record.length),
    description: text(record.description),
    source_id: SOURCE.buscoFullTables,
  };
}

/** Loads the runs (and their genes) that match one catalog assembly; the rest are reported as skipped. */
export async function loadBuscoFullTables(
  ctx: LoadContext,
  assemblies: readonly AssemblyRef[],
  wrightAccessions: ReadonlySet<string>,
): Promise<void> {
  const genesBySpecies = new Map<string, CsvRecord[]>();
  for (const record of readTable(ctx.datasetDir, FILE.buscoFullTables)) {
    const species = record.species.trim();
    const list = genesBySpecies.get(species);
    if (list) list.push(record);
    else genesBySpecies.set(species, [record]);
  }
  const runs: Row[] = [];
  const genes: Row[] = [];
  for (const summary of readTable(ctx.datasetDir, FILE.buscoSummaries)) {
    const species = summary.species.trim();
    const records = genesBySpecies.get(species) ?? [];
    genesBySpecies.delete(species);
    if (records.length === 0) throw new Error(`${FILE.buscoSummaries}: no full-table rows for ${species}`);
    const taxonId = ctx.names.taxonId(SOURCE.buscoFullTables, species);
    const wgsProjects = new Set(
      records.map((record) => wgsProjectOf(record.sequence.trim())).filter((p): p is string => p !== null),
    );
    const match = matchBuscoRun(taxonId, wgsProjects, assemblies, wrightAccessions);
    if ('reason' in match) {
      // per BUSCO row, so the report counts the rows not loaded; the example names the run
      const example = match.detail ? `${species} (${match.detail})` : species;
      const reason = `BUSCO run matched to no catalog assembly: ${match.reason}`;
      for (let i = 0; i < records.length; i += 1) ctx.skip(SOURCE.buscoFullTables, reason, example);
      continue;
    }
    runs.push(runRow(summary, records[0], match, taxonId));
    for (const record of records) genes.push(geneRow(record, match.assembly, taxonId));
  }
  if (genesBySpecies.size > 0) {
    throw new Error(`${FILE.buscoFullTables}: species without a summary: ${[...genesBySpecies.keys()].join(', ')}`);
  }
  await ctx.copy<Row>('genome_busco_run', columnsOf('genome_busco_run', runs), runs);
  await ctx.copy<Row>('genome_busco_gene', columnsOf('genome_busco_gene', genes), genes);
}

/** The reference table has no header: busco_id, status, merian_element, start, end (start/end are 0/1 placeholders). */
export async function loadMerianElements(ctx: LoadContext): Promise<void> {
  const rows: Row[] = [];
  for (const fields of parseDelimitedRows(readDataFile(ctx.datasetDir, FILE.merianElements), '\t', false)) {
    if (fields.length === 1 && fields[0] === '') continue;
    if (fields.length !== 5) throw new Error(`${FILE.merianElements}: a row has ${fields.length} fields, not 5`);
    // lep_busco_painter reads only Complete rows as assignments (every row of this table is one)
    if (fields[1].trim() !== 'Complete') {
      ctx.skip(SOURCE.merianElements, 'not a Complete BUSCO (no element assignment)', fields[0]);
      continue;
    }
    rows.push({ busco_id: fields[0].trim(), merian_element: fields[2].trim(), source_id: SOURCE.merianElements });
  }
  await ctx.copy<Row>('busco_merian_element', ['busco_id', 'merian_element', 'source_id'], rows);
}
