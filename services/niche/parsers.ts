// Niche barcoding input files: FASTA and CSV parsing with line-numbered issues, bounded in records and issues.
import { parse } from 'csv-parse/sync';
import type { Schema } from '../../generated/operations.js';

export type FileIssue = Schema<'FileIssue'>;

export interface SequenceRecord {
  id: string;
  species: string | null;
  lon: number | null;
  lat: number | null;
  sequence: string;
  line: number;
}

export interface PointRecord {
  id: string | null;
  species: string | null;
  lon: number | null;
  lat: number | null;
  line: number;
}

export interface EnvironmentTable {
  variables: string[];
  rows: { id: string; species: string | null; values: number[]; line: number }[];
}

export interface PriorRecord {
  queryId: string;
  species: string;
  probability: number;
  line: number;
}

export interface Parsed<T> {
  records: T;
  count: number;
  issues: FileIssue[];
}

const MAX_ISSUES = 100;
export const MAX_SEQUENCE_LENGTH = 5000;
const NUCLEOTIDES = /^[ACGTUNRYKMSWBDHV?.-]*$/i;
const BINOMIAL = /^[A-Z][a-z]+ [a-z][a-z-]+( [a-z][a-z-]+)?$/;

class Issues {
  readonly list: FileIssue[] = [];
  private dropped = 0;

  add(severity: FileIssue['severity'], line: number | null, code: string, message: string): void {
    if (this.list.length < MAX_ISSUES) this.list.push({ severity, line, code, message });
    else this.dropped += 1;
  }

  done(): FileIssue[] {
    if (this.dropped > 0)
      this.list.push({
        severity: 'error',
        line: null,
        code: 'TOO_MANY_ISSUES',
        message: `${this.dropped} more issues were not listed.`,
      });
    return this.list;
  }
}

/**
 * `Genus_species` and surrounding blanks become `Genus species`; NicheBarcoding's `Family_Genus_species`
 * (a leading family or subfamily name) loses the family part.
 */
export function normaliseSpecies(name: string): string {
  const words = name.replace(/_/g, ' ').replace(/\s+/g, ' ').trim().split(' ');
  if (words.length >= 3 && /^[A-Z][a-z]+(idae|inae)$/.test(words[0])) words.shift();
  return words.join(' ');
}

function coordinate(raw: string | undefined, limit: number, axis: string, line: number, issues: Issues): number | null {
  if (raw === undefined || raw.trim() === '' || raw.trim().toUpperCase() === 'NA') return null;
  const value = Number(raw.trim());
  if (!Number.isFinite(value)) {
    issues.add('error', line, 'INVALID_COORDINATE', `${axis} '${raw.slice(0, 40)}' is not a number.`);
    return null;
  }
  if (Math.abs(value) > limit) {
    issues.add('error', line, 'COORDINATE_OUT_OF_RANGE', `${axis} ${value} is outside −${limit}…${limit}.`);
    return null;
  }
  return value;
}

function checkSpecies(species: string, line: number, issues: Issues): void {
  if (!BINOMIAL.test(species))
    issues.add(
      'warning',
      line,
      'UNUSUAL_SPECIES_NAME',
      `Species '${species.slice(0, 80)}' is not written as 'Genus species'.`,
    );
}

/**
 * FASTA with headers `>id|species|family|lon=…|lat=…` (references) or `>id|…|lon=…|lat=…` (queries);
 * sequences may span lines. Checks syntax, characters, duplicate ids, coordinates and aligned lengths.
 */
export function parseFasta(text: string, kind: 'reference' | 'query', maxRecords: number): Parsed<SequenceRecord[]> {
  const issues = new Issues();
  const records: SequenceRecord[] = [];
  const ids = new Set<string>();
  let current: SequenceRecord | null = null;
  const lines = text.split(/\r?\n/);
  const finish = () => {
    if (current && current.sequence.length === 0)
      issues.add('error', current.line, 'EMPTY_SEQUENCE', `Sequence '${current.id}' has no residues.`);
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = index + 1;
    const content = lines[index].trim();
    if (content === '') continue;
    if (content.startsWith('>')) {
      finish();
      if (records.length >= maxRecords) {
        issues.add('error', line, 'TOO_MANY_RECORDS', `At most ${maxRecords} sequences are accepted.`);
        current = null;
        break;
      }
      const fields = content
        .slice(1)
        .split('|')
        .map((f) => f.trim());
      const id = fields[0];
      if (!id) issues.add('error', line, 'MISSING_ID', 'The header has no sequence id.');
      else if (ids.has(id))
        issues.add('error', line, 'DUPLICATE_ID', `Sequence id '${id.slice(0, 80)}' appears twice.`);
      ids.add(id);
      const tagged = (tag: string) => fields.find((f) => f.toLowerCase().startsWith(`${tag}=`))?.slice(tag.length + 1);
      let species: string | null = null;
      if (kind === 'reference') {
        species = fields[1] ? normaliseSpecies(fields[1]) : null;
        if (!species || species.includes('=')) {
          issues.add('error', line, 'MISSING_SPECIES', `Reference '${id}' has no species name (second header field).`);
          species = null;
        } else checkSpecies(species, line, issues);
      }
      const lon = coordinate(tagged('lon'), 180, 'Longitude', line, issues);
      const lat = coordinate(tagged('lat'), 90, 'Latitude', line, issues);
      if (lon === null || lat === null)
        issues.add('warning', line, 'MISSING_COORDINATES', `Sequence '${id}' has no usable lon=/lat= fields.`);
      current = { id, species, lon, lat, sequence: '', line };
      records.push(current);
      continue;
    }
    if (!current) {
      issues.add(
        'error',
        line,
        'NOT_FASTA',
        'Sequence data before the first header line (a FASTA header starts with >).',
      );
      break;
    }
    const residues = content.replace(/\s+/g, '');
    if (!NUCLEOTIDES.test(residues)) {
      const bad = residues.match(/[^ACGTUNRYKMSWBDHV?.-]/i)?.[0];
      issues.add('error', line, 'INVALID_CHARACTER', `Character '${bad}' is not a nucleotide or gap code.`);
    }
    if (current.sequence.length + residues.length > MAX_SEQUENCE_LENGTH) {
      issues.add(
        'error',
        line,
        'SEQUENCE_TOO_LONG',
        `Sequence '${current.id}' is longer than ${MAX_SEQUENCE_LENGTH} characters.`,
      );
    } else current.sequence += residues;
  }
  finish();
  if (records.length === 0 && issues.list.length === 0)
    issues.add('error', null, 'EMPTY_FILE', 'The file holds no sequence.');
  const lengths = new Map<number, number>();
  for (const r of records) lengths.set(r.sequence.length, (lengths.get(r.sequence.length) ?? 0) + 1);
  if (lengths.size > 1) {
    const common = [...lengths.entries()].sort((a, b) => b[1] - a[1])[0][0];
    for (const r of records) {
      if (r.sequence.length !== common && r.sequence.length > 0) {
        issues.add(
          'warning',
          r.line,
          'UNEQUAL_LENGTH',
          `Sequence '${r.id}' has ${r.sequence.length} aligned positions, most have ${common}; missing positions carry no evidence.`,
        );
      }
    }
  }
  return { records, count: records.length, issues: issues.done() };
}

type CsvRow = { record: Record<string, string>; info: { lines: number } };

function readCsv(text: string, issues: Issues): CsvRow[] | null {
  try {
    return parse(text, {
      columns: (header: string[]) => header.map((h) => h.trim()),
      info: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      bom: true,
    }) as CsvRow[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? null;
    issues.add('error', line, 'INVALID_CSV', `The CSV cannot be read: ${(error as Error).message.slice(0, 200)}`);
    return null;
  }
}

/** The first of `names` present as a column (case-insensitive), or null. */
function column(header: string[], names: string[]): string | null {
  return header.find((h) => names.includes(h.toLowerCase())) ?? null;
}

const ID_COLUMNS = ['seqids', 'seqid', 'id', 'sampleid', 'queid', 'queryid'];
const SPECIES_COLUMNS = ['scientific_name', 'species'];
const LON_COLUMNS = ['lon', 'longitude', 'decimallongitude'];
const LAT_COLUMNS = ['lat', 'latitude', 'decimallatitude'];
const NON_VARIABLES = new Set([
  'no.',
  'no',
  'family',
  ...ID_COLUMNS,
  ...SPECIES_COLUMNS,
  ...LON_COLUMNS,
  ...LAT_COLUMNS,
]);

function header(rows: CsvRow[]): string[] {
  return rows.length ? Object.keys(rows[0].record) : [];
}

/** Species from `scientific_name` when filled (the NicheBarcoding files), else from `species`. */
function speciesOf(record: Record<string, string>, columns: string[]): string | null {
  for (const name of columns) {
    const value = record[name]?.trim();
    if (value && value.toLowerCase() !== 'unknown') return normaliseSpecies(value);
  }
  return null;
}

/**
 * Reference sequences as CSV (the downloadable template): seqID, species, longitude, latitude, sequence — checked
 * like the FASTA form (characters, duplicate ids, coordinates, aligned lengths).
 */
export function parseSequenceCsv(text: string, maxRecords: number): Parsed<SequenceRecord[]> {
  const issues = new Issues();
  const rows = readCsv(text, issues) ?? [];
  const cols = header(rows);
  const [id, species, lon, lat, sequence] = [
    column(cols, ID_COLUMNS),
    column(cols, SPECIES_COLUMNS),
    column(cols, LON_COLUMNS),
    column(cols, LAT_COLUMNS),
    column(cols, ['sequence']),
  ];
  if (rows.length && (!id || !species || !sequence))
    issues.add(
      'error',
      1,
      'MISSING_COLUMN',
      'The header needs seqID, species, longitude, latitude and sequence columns.',
    );
  // the FASTA checks run on an equivalent FASTA text whose line numbers map back to the CSV rows
  const fasta: string[] = [];
  const lineOf: number[] = [];
  for (const { record, info } of rows) {
    fasta.push(
      `>${record[id ?? ''] ?? ''}|${record[species ?? ''] ?? ''}||lon=${record[lon ?? ''] ?? ''}|lat=${record[lat ?? ''] ?? ''}`,
      record[sequence ?? ''] ?? '',
    );
    lineOf.push(info.lines, info.lines);
  }
  const parsed = parseFasta(fasta.join('\n'), 'reference', maxRecords);
  for (const issue of parsed.issues)
    issues.add(
      issue.severity,
      issue.line === null ? null : (lineOf[issue.line - 1] ?? null),
      issue.code,
      issue.message,
    );
  for (const record of parsed.records) record.line = lineOf[record.line - 1] ?? record.line;
  return { records: parsed.records, count: parsed.count, issues: issues.done() };
}

/** Points CSV: `species` (or `scientific_name`), `lon`, `lat`, optional id column (`seqIDs`). */
export function parsePoints(text: string, needSpecies: boolean, maxRecords: number): Parsed<PointRecord[]> {
  const issues = new Issues();
  const rows = readCsv(text, issues) ?? [];
  const cols = header(rows);
  const lon = column(cols, LON_COLUMNS);
  const lat = column(cols, LAT_COLUMNS);
  const id = column(cols, ID_COLUMNS);
  const speciesColumns = SPECIES_COLUMNS.map((n) => column(cols, [n])).filter((c): c is string => c !== null);
  if (rows.length && (!lon || !lat)) issues.add('error', 1, 'MISSING_COLUMN', 'The header needs lon and lat columns.');
  if (rows.length && needSpecies && speciesColumns.length === 0)
    issues.add('error', 1, 'MISSING_COLUMN', 'The header needs a species column.');
  if (rows.length > maxRecords)
    issues.add('error', null, 'TOO_MANY_RECORDS', `At most ${maxRecords} rows are accepted.`);
  const records: PointRecord[] = [];
  for (const { record, info } of rows.slice(0, maxRecords)) {
    const line = info.lines;
    const species = speciesOf(record, speciesColumns);
    if (needSpecies && !species) issues.add('error', line, 'MISSING_SPECIES', 'The row has no species name.');
    else if (species) checkSpecies(species, line, issues);
    records.push({
      id: id ? record[id] || null : null,
      species,
      lon: lon ? coordinate(record[lon], 180, 'Longitude', line, issues) : null,
      lat: lat ? coordinate(record[lat], 90, 'Latitude', line, issues) : null,
      line,
    });
  }
  if (rows.length === 0 && issues.list.length === 0) issues.add('error', null, 'EMPTY_FILE', 'The file holds no row.');
  return { records, count: records.length, issues: issues.done() };
}

/** Environment table: an id column (`seqIDs`) and numeric variable columns; id, name and coordinate columns are not variables. */
export function parseEnvironment(text: string, maxRecords: number): Parsed<EnvironmentTable> {
  const issues = new Issues();
  const rows = readCsv(text, issues) ?? [];
  const cols = header(rows);
  const id = column(cols, ID_COLUMNS);
  const speciesColumns = SPECIES_COLUMNS.map((n) => column(cols, [n])).filter((c): c is string => c !== null);
  const variables = cols.filter((c) => !NON_VARIABLES.has(c.toLowerCase()) && c !== '');
  if (rows.length && !id)
    issues.add('error', 1, 'MISSING_COLUMN', 'The header needs an id column (seqIDs) matching the sequence ids.');
  if (rows.length && variables.length === 0)
    issues.add('error', 1, 'MISSING_COLUMN', 'The header names no environment variable column.');
  if (rows.length > maxRecords)
    issues.add('error', null, 'TOO_MANY_RECORDS', `At most ${maxRecords} rows are accepted.`);
  const table: EnvironmentTable = { variables, rows: [] };
  for (const { record, info } of rows.slice(0, maxRecords)) {
    const values = variables.map((v) => Number(record[v]));
    const bad = variables.find((_, k) => record[variables[k]] === '' || !Number.isFinite(values[k]));
    if (bad)
      issues.add(
        'error',
        info.lines,
        'INVALID_NUMBER',
        `Variable ${bad} is '${String(record[bad]).slice(0, 40)}', not a number.`,
      );
    const rowId = id ? record[id] : '';
    if (id && !rowId) issues.add('error', info.lines, 'MISSING_ID', 'The row has no id.');
    table.rows.push({ id: rowId, species: speciesOf(record, speciesColumns), values, line: info.lines });
  }
  if (rows.length === 0 && issues.list.length === 0) issues.add('error', null, 'EMPTY_FILE', 'The file holds no row.');
  return { records: table, count: table.rows.length, issues: issues.done() };
}

/** NBSI2 prior identifications: query id (`queID`), species (`scientific_name` or `species`/`target.spe`), probability. */
export function parsePriors(text: string, maxRecords: number): Parsed<PriorRecord[]> {
  const issues = new Issues();
  const rows = readCsv(text, issues) ?? [];
  const cols = header(rows);
  const id = column(cols, ID_COLUMNS);
  const speciesColumns = ['scientific_name', 'species', 'target.spe']
    .map((n) => column(cols, [n]))
    .filter((c): c is string => c !== null);
  const prob = column(cols, ['prob', 'probability', 'barcode.prob']);
  if (rows.length && (!id || speciesColumns.length === 0 || !prob))
    issues.add('error', 1, 'MISSING_COLUMN', 'The header needs queID, species and prob columns.');
  if (rows.length > maxRecords)
    issues.add('error', null, 'TOO_MANY_RECORDS', `At most ${maxRecords} rows are accepted.`);
  const records: PriorRecord[] = [];
  for (const { record, info } of rows.slice(0, maxRecords)) {
    const probability = prob ? Number(record[prob]) : Number.NaN;
    const species = speciesOf(record, speciesColumns);
    if (!(probability >= 0 && probability <= 1))
      issues.add('error', info.lines, 'INVALID_PROBABILITY', 'The probability must be a number from 0 to 1.');
    if (!species) issues.add('error', info.lines, 'MISSING_SPECIES', 'The row has no species name.');
    if (id && record[id] && species && probability >= 0 && probability <= 1)
      records.push({ queryId: record[id], species, probability, line: info.lines });
  }
  if (rows.length === 0 && issues.list.length === 0) issues.add('error', null, 'EMPTY_FILE', 'The file holds no row.');
  return { records, count: records.length, issues: issues.done() };
}
