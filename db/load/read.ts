// Reads shipped data files: gzip-aware, and parses CSV/TSV into records keyed by the header.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

export type CsvRecord = Record<string, string>;

/** The file's text; `.gz` files are decompressed. */
export function readDataFile(datasetDir: string, relativePath: string): string {
  const bytes = readFileSync(join(datasetDir, relativePath));
  return (relativePath.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

const QUOTE = 34; // "
const LF = 10;
const CR = 13;

/**
 * Rows of delimited text. With `quotes` (CSV, RFC 4180) a field in double quotes may contain the
 * delimiter, line breaks and doubled quotes; without (TSV) every character is literal. Handles
 * LF and CRLF line ends; a final line break does not make an extra row. Written for speed: the
 * loader reads ~600k rows and a general-purpose parser was the slowest step.
 */
export function parseDelimitedRows(content: string, delimiter = ',', quotes = true): string[][] {
  const rows: string[][] = [];
  const separator = delimiter.charCodeAt(0);
  const length = content.length;
  let row: string[] = [];
  let position = content.charCodeAt(0) === 0xfeff ? 1 : 0; // byte-order mark
  while (position < length) {
    let field: string;
    if (quotes && content.charCodeAt(position) === QUOTE) {
      let value = '';
      let start = position + 1;
      for (;;) {
        const close = content.indexOf('"', start);
        if (close < 0) throw new Error(`unterminated quoted field in row ${rows.length + 1}`);
        value += content.slice(start, close);
        if (content.charCodeAt(close + 1) === QUOTE) {
          value += '"';
          start = close + 2;
        } else {
          position = close + 1;
          break;
        }
      }
      field = value;
    } else {
      let end = position;
      while (end < length) {
        const code = content.charCodeAt(end);
        if (code === separator || code === LF || code === CR) break;
        end += 1;
      }
      field = content.slice(position, end);
      position = end;
    }
    row.push(field);
    const next = content.charCodeAt(position);
    if (next === separator) {
      position += 1;
      if (position === length) row.push('');
    } else if (next === CR || next === LF || position >= length) {
      rows.push(row);
      row = [];
      position += next === CR && content.charCodeAt(position + 1) === LF ? 2 : 1;
    } else {
      throw new Error(`unexpected character after quoted field in row ${rows.length + 1}`);
    }
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/** Header names made unique: a repeated name becomes 'name#2', 'name#3', … so no column is lost. */
export function uniqueColumnNames(header: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name}#${count}`;
  });
}

/**
 * Records keyed by the header row; blank lines are skipped. A row whose field count differs from
 * the header's is an error rather than a silent shift of values.
 */
export function parseDelimited(content: string, delimiter = ','): CsvRecord[] {
  const rows = parseDelimitedRows(content, delimiter, delimiter !== '\t');
  const header = uniqueColumnNames(rows[0] ?? []);
  const records: CsvRecord[] = [];
  for (let index = 1; index < rows.length; index += 1) {
    const fields = rows[index];
    if (fields.length === 1 && fields[0] === '') continue;
    if (fields.length !== header.length) {
      throw new Error(`row ${index + 1} has ${fields.length} fields, the header ${header.length}`);
    }
    const record: CsvRecord = {};
    for (let column = 0; column < header.length; column += 1) record[header[column]] = fields[column];
    records.push(record);
  }
  return records;
}

/** Reads and parses a CSV (or, for .tsv/.tsv.gz, a TSV) data file. */
export function readTable(datasetDir: string, relativePath: string): CsvRecord[] {
  const delimiter = /\.tsv(\.gz)?$/.test(relativePath) ? '\t' : ',';
  try {
    return parseDelimited(readDataFile(datasetDir, relativePath), delimiter);
  } catch (error) {
    throw new Error(`${relativePath}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
