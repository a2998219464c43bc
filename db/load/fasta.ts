// FASTA parsing and the sequence measures the barcode tables store.

export interface FastaRecord {
  /** The header line without '>' (verbatim). */
  header: string;
  /** Sequence lines joined, whitespace removed. */
  sequence: string;
}

/** Multi-line FASTA; text before the first header is ignored, as FASTA readers do. */
export function parseFasta(content: string): FastaRecord[] {
  const records: FastaRecord[] = [];
  let current: { header: string; parts: string[] } | null = null;
  for (const rawLine of content.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line.startsWith('>')) {
      if (current) records.push({ header: current.header, sequence: current.parts.join('') });
      current = { header: line.slice(1).trim(), parts: [] };
    } else if (current && line !== '') {
      current.parts.push(line.replace(/\s+/g, ''));
    }
  }
  if (current) records.push({ header: current.header, sequence: current.parts.join('') });
  return records;
}

/** '|'-separated header fields (the convention of every barcode file shipped), empty fields kept. */
export function headerFields(header: string): string[] {
  return header.split('|').map((field) => field.trim());
}

/** 'key=value' fields of a header (e.g. 'lon=115.79'), as a map. */
export function headerKeyValues(fields: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const field of fields) {
    const eq = field.indexOf('=');
    if (eq > 0) out.set(field.slice(0, eq), field.slice(eq + 1));
  }
  return out;
}

/** Bases excluding alignment gaps ('-', '.') and N: the barcode length statistics count these. */
export function countBases(sequence: string): number {
  let count = 0;
  for (const char of sequence) {
    if (char !== '-' && char !== '.' && char !== 'N' && char !== 'n') count += 1;
  }
  return count;
}
