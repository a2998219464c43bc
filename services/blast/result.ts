// Maps BLAST+ `-outfmt 15` (JSON) output to the contract's result shape (program, database, hits, hsps, stats), and
// adds to each hit what the data knows of its record (taxon, specimen).
import type { HitRecordRow } from '../../db/blast/index.js';
import type { Schema } from '../../generated/operations.js';
import type { BlastProgram } from './query.js';

/** The contract's shapes (generated from openapi/): the mapper must produce exactly these. */
export type BlastHsp = Schema<'BlastHsp'>;
export type BlastHit = Schema<'BlastHit'>;
export type BlastResult = Schema<'BlastResult'>;

/** What a hit says of its record beyond BLAST's output. */
export type HitRecord = Pick<BlastHit, 'taxonId' | 'acceptedName' | 'sampleId' | 'processId' | 'country'>;
/** A hit as BLAST+ reports it, before its record is looked up. */
export type SearchHit = Omit<BlastHit, keyof HitRecord>;
export type SearchResult = Omit<BlastResult, 'hits'> & { hits: SearchHit[] };

const NO_RECORD: HitRecord = { taxonId: null, acceptedName: null, sampleId: null, processId: null, country: null };

interface RawHsp {
  bit_score: number;
  score: number;
  evalue: number;
  identity: number;
  query_from: number;
  query_to: number;
  hit_from: number;
  hit_to: number;
  align_len: number;
  gaps?: number;
  qseq: string;
  hseq: string;
  midline: string;
}

interface RawHit {
  description: { id: string; title?: string }[];
  len: number;
  hsps: RawHsp[];
}

interface RawSearch {
  query_len: number;
  hits?: RawHit[];
  stat?: { db_num?: number; db_len?: number };
}

/** The first search of a BLAST+ JSON report (blastn reports `search`, multi-query reports `iterations`). */
function firstSearch(report: unknown): RawSearch {
  const results = (
    report as {
      BlastOutput2?: { report?: { results?: { search?: RawSearch; iterations?: { search: RawSearch }[] } } }[];
    }
  ).BlastOutput2?.[0]?.report?.results;
  const search = results?.search ?? results?.iterations?.[0]?.search;
  if (!search || typeof search.query_len !== 'number') throw new Error('BLAST+ output has no search results');
  return search;
}

function mapHsp(hsp: RawHsp): BlastHsp {
  return {
    bitScore: hsp.bit_score,
    score: hsp.score,
    // BLAST+ prints e-values like 4.28213e-174; String() keeps that form ("0" for an exact match).
    evalue: String(hsp.evalue),
    identity: hsp.identity,
    queryFrom: hsp.query_from,
    queryTo: hsp.query_to,
    hitFrom: hsp.hit_from,
    hitTo: hsp.hit_to,
    alignLen: hsp.align_len,
    gaps: hsp.gaps ?? 0,
    querySeq: hsp.qseq,
    hitSeq: hsp.hseq,
    midline: hsp.midline,
  };
}

function mapHit(hit: RawHit): SearchHit {
  // Databases are built without -parse_seqids: BLAST+ reports an internal id (gnl|BL_ORD_ID|n) and the
  // whole FASTA header as the title, whose first word is the record's source id.
  const description = hit.description[0] ?? { id: '' };
  const title = (description.title ?? description.id).trim();
  return { id: title.split(/\s/, 1)[0] ?? '', title, length: hit.len, hsps: hit.hsps.map(mapHsp) };
}

/** Parses BLAST+ JSON text into the contract's result; throws when the text is not a BLAST+ report. */
export function mapBlastJson(text: string, program: BlastProgram, databaseId: string): SearchResult {
  const search = firstSearch(JSON.parse(text));
  return {
    program,
    database: databaseId,
    hits: (search.hits ?? []).map(mapHit),
    stats: { dbNum: search.stat?.db_num ?? 0, dbLen: search.stat?.db_len ?? 0, queryLen: search.query_len },
  };
}

/** A hit record row as the contract names its fields. */
export function hitRecord(row: HitRecordRow): HitRecord {
  return {
    taxonId: row.taxon_id,
    acceptedName: row.accepted_name,
    sampleId: row.sample_id,
    processId: row.bold_process_id,
    country: row.country,
  };
}

/** Each hit with its record's fields (nulls where the data has no record of it). */
export function withRecords(result: SearchResult, records: ReadonlyMap<string, HitRecord>): BlastResult {
  return { ...result, hits: result.hits.map((hit) => ({ ...hit, ...(records.get(hit.id) ?? NO_RECORD) })) };
}
