// DNA barcode input for identification: tolerant parsing (FASTA header, whitespace, case, U, gaps) and the k-mer profile
// the barcode head reads. Pure: used by the request validation, the worker and the training tools alike.

/** IUPAC nucleotide symbols (plus U, read as T). Alignment gaps '-' and '.' are accepted and dropped. */
const IUPAC = /^[ACGTURYSWKMBDHVN]*$/;
const AMBIGUOUS = /[^ACGT]/g;

/** Bases (gaps excluded) a barcode must have: COI mini-barcodes start near 100 bp, full mitogenome genes stay far below 3,000. */
export const BARCODE_MIN_BASES = 100;
export const BARCODE_MAX_BASES = 3000;
/** Largest share of ambiguous symbols (N, R, Y, …) that still says something about the species. */
export const BARCODE_MAX_AMBIGUOUS_SHARE = 0.25;

export type BarcodeParse = { ok: true; sequence: string } | { ok: false; reason: string };

/**
 * Reads one barcode as users paste it: an optional single FASTA header line, line breaks and spaces,
 * any case, RNA 'U', alignment gaps. Returns the uppercase DNA sequence without gaps, or why it was refused.
 */
export function parseBarcode(text: string): BarcodeParse {
  const lines = text.split(/\r?\n|\r/);
  const headers = lines.filter((l) => l.trimStart().startsWith('>'));
  if (headers.length > 1) return { ok: false, reason: 'more than one FASTA record; send one barcode per request' };
  if (
    headers.length === 1 &&
    !lines
      .find((l) => l.trim() !== '')
      ?.trimStart()
      .startsWith('>')
  ) {
    return { ok: false, reason: 'the FASTA header must be the first line' };
  }
  const raw = lines
    .filter((l) => !l.trimStart().startsWith('>'))
    .join('')
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/[-.]/g, '');
  if (!IUPAC.test(raw)) {
    const bad = [...new Set(raw.replace(/[ACGTURYSWKMBDHVN]/g, ''))].slice(0, 5).join('');
    return { ok: false, reason: `symbols that are not IUPAC nucleotide codes: ${JSON.stringify(bad)}` };
  }
  const sequence = raw.replace(/U/g, 'T');
  if (sequence.length < BARCODE_MIN_BASES || sequence.length > BARCODE_MAX_BASES) {
    return {
      ok: false,
      reason: `${sequence.length} bases; a barcode must have ${BARCODE_MIN_BASES}–${BARCODE_MAX_BASES}`,
    };
  }
  const ambiguous = sequence.match(AMBIGUOUS)?.length ?? 0;
  if (ambiguous / sequence.length > BARCODE_MAX_AMBIGUOUS_SHARE) {
    return { ok: false, reason: `${ambiguous} of ${sequence.length} symbols are ambiguous (N, R, Y, …)` };
  }
  return { ok: true, sequence };
}

const BASE_CODE: Record<string, number> = { A: 0, C: 1, G: 2, T: 3 };

/**
 * Frequencies of the overlapping k-mers of an uppercase DNA sequence (k-mers with an ambiguous symbol are
 * skipped), L2-normalised so that sequences of different lengths compare by composition. Length 4^k,
 * k-mer index = base-4 number of the k-mer with A=0, C=1, G=2, T=3 (first base most significant).
 */
export function kmerProfile(sequence: string, k: number): Float32Array {
  const size = 4 ** k;
  const mask = size - 1;
  const counts = new Float32Array(size);
  let code = 0;
  let valid = 0; // consecutive unambiguous bases ending here
  for (const base of sequence) {
    const b = BASE_CODE[base];
    if (b === undefined) {
      valid = 0;
      code = 0;
      continue;
    }
    code = ((code << 2) | b) & mask;
    valid += 1;
    if (valid >= k) counts[code] += 1;
  }
  let norm = 0;
  for (const c of counts) norm += c * c;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < size; i++) counts[i] /= norm;
  return counts;
}
