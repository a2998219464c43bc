// GFF parsing: GFF3 (key=value;…) and GFF2/GTF-style (key value ; …) attributes, per line.

export type GffAttributes = Record<string, string | string[]>;

export interface GffFeature {
  seqid: string;
  source: string;
  type: string;
  start: number;
  end: number;
  score: number | null;
  strand: string | null;
  phase: string | null;
  attributes: GffAttributes;
  lineNumber: number;
}

function addAttribute(attributes: GffAttributes, key: string, value: string): void {
  const existing = attributes[key];
  if (existing === undefined) attributes[key] = value;
  else attributes[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

/**
 * Attributes of either dialect. A part 'key=value' is GFF3 (values percent-decoded); a part
 * 'key value' is GFF2 (surrounding quotes removed). Repeated keys become arrays.
 */
export function parseGffAttributes(column: string): GffAttributes {
  const attributes: GffAttributes = {};
  for (const rawPart of column.split(';')) {
    const part = rawPart.trim();
    if (part === '' || part === '.') continue;
    const gff3 = /^([^\s=]+)=(.*)$/.exec(part);
    if (gff3) {
      addAttribute(attributes, gff3[1], decodeURIComponent(gff3[2]));
      continue;
    }
    const gff2 = /^(\S+)\s+(.*)$/.exec(part);
    if (gff2) addAttribute(attributes, gff2[1], gff2[2].replace(/^"(.*)"$/, '$1'));
    else addAttribute(attributes, part, '');
  }
  return attributes;
}

const dotToNull = (value: string): string | null => (value === '.' || value === '' ? null : value);

/**
 * Feature lines (9 tab-separated columns); comments, directives and the FASTA section are skipped.
 * `firstLineNumber` numbers the lines of a block cut from a larger file.
 */
export function parseGff(content: string, firstLineNumber = 1): GffFeature[] {
  const features: GffFeature[] = [];
  const allLines = content.split(/\r?\n/);
  for (let index = 0; index < allLines.length; index += 1) {
    const line = allLines[index];
    const lineNumber = firstLineNumber + index;
    if (line.startsWith('##FASTA')) break;
    if (line === '' || line.startsWith('#')) continue;
    const columns = line.split('\t');
    if (columns.length < 8) throw new Error(`GFF line ${lineNumber}: expected 9 columns, got ${columns.length}`);
    const score = dotToNull(columns[5]);
    features.push({
      seqid: columns[0],
      source: columns[1],
      type: columns[2],
      start: Number(columns[3]),
      end: Number(columns[4]),
      score: score === null ? null : Number(score),
      strand: dotToNull(columns[6]),
      phase: dotToNull(columns[7]),
      attributes: parseGffAttributes(columns[8] ?? ''),
      lineNumber,
    });
  }
  return features;
}

/** The first value of an attribute (GFF allows repeats). */
export function firstAttribute(attributes: GffAttributes, key: string): string | null {
  const value = attributes[key];
  if (value === undefined) return null;
  return Array.isArray(value) ? (value[0] ?? null) : value;
}
