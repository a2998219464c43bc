// The search request's rules: query parsing (FASTA or raw), alphabet per program, program ↔ database type.
import { ApiError } from '../../core/errors.js';
import { ENUM_VALUES, type Schema } from '../../generated/operations.js';

export type BlastProgram = Schema<'BlastProgram'>;
/** The contract's programs, each a BLAST+ binary of the same name. */
export const BLAST_PROGRAMS = ENUM_VALUES.BlastProgram;
/** What a query or a database holds. */
export type SequenceType = Schema<'BlastDatabase'>['type'];

/** What the query must be, and what the database must hold, for each program. */
export const PROGRAM_TYPES: Record<BlastProgram, { query: SequenceType; database: SequenceType }> = {
  blastn: { query: 'nucleotide', database: 'nucleotide' },
  blastp: { query: 'protein', database: 'protein' },
  blastx: { query: 'nucleotide', database: 'protein' },
  tblastn: { query: 'protein', database: 'nucleotide' },
  tblastx: { query: 'nucleotide', database: 'nucleotide' },
};

// IUPAC codes; '*' is a stop in protein sequences. Gaps ('-', '.') are dropped before the search.
const NUCLEOTIDE = /^[ACGTURYSWKMBDHVN]*$/;
const PROTEIN = /^[ABCDEFGHIKLMNPQRSTUVWXYZ*]*$/;
const GAPS = /[-.]/g;
/** SequenceServer's rule: a sequence of ≥ 90 % A/C/G/T/U/N is nucleotide, so it is refused as a protein query. */
const NUCLEOTIDE_SHARE = 0.9;

export interface ParsedQuery {
  /** Header without '>' (null for a raw sequence). */
  readonly title: string | null;
  /** Residues, upper case, without whitespace or gaps. */
  readonly residues: string;
}

function invalid(message: string, details: Record<string, unknown>): ApiError {
  return new ApiError('INVALID_SEQUENCE', message, { sequence: details });
}

/** One query sequence from FASTA (one record) or raw text; whitespace and digits-free lines only. */
export function parseQuery(text: string): ParsedQuery {
  const lines = text.split(/\r?\n|\r/);
  const headers = lines.filter((line) => line.trimStart().startsWith('>'));
  if (headers.length > 1) throw invalid('Submit one query sequence at a time.', { records: headers.length });
  const first = lines.findIndex((line) => line.trim() !== '');
  const hasHeader = first >= 0 && lines[first].trimStart().startsWith('>');
  if (headers.length === 1 && !hasHeader)
    throw invalid('The FASTA header must come before the sequence.', { problem: 'sequence before header' });
  const title = hasHeader ? lines[first].trimStart().slice(1).trim() : null;
  const body = hasHeader ? lines.slice(first + 1) : lines;
  const residues = body.join('').replace(/\s+/g, '').replace(GAPS, '').toUpperCase();
  if (residues.length === 0) throw invalid('The query holds no sequence.', { problem: 'empty' });
  return { title, residues };
}

/** Throws 400 INVALID_SEQUENCE naming the offending characters when the residues do not fit the program. */
export function checkAlphabet(query: ParsedQuery, program: BlastProgram): void {
  const type = PROGRAM_TYPES[program].query;
  const alphabet = type === 'nucleotide' ? NUCLEOTIDE : PROTEIN;
  if (!alphabet.test(query.residues)) {
    const allowed = type === 'nucleotide' ? 'ACGTURYSWKMBDHVN' : 'ABCDEFGHIKLMNPQRSTUVWXYZ*';
    const bad = [...new Set(query.residues.replace(new RegExp(`[${allowed.replace('*', '\\*')}]`, 'g'), ''))].slice(
      0,
      20,
    );
    throw invalid(
      `${program} needs a ${type} query; the sequence contains characters outside the ${type} alphabet: ${bad.join(' ')}.`,
      {
        program,
        expected: type,
        invalidCharacters: bad,
      },
    );
  }
  if (type === 'protein') {
    const nucleotideLike = query.residues.replace(/[^ACGTUN]/g, '').length;
    if (nucleotideLike / query.residues.length >= NUCLEOTIDE_SHARE) {
      throw invalid(
        `${program} needs a protein query; this sequence looks like nucleotides (use blastn, blastx or tblastx).`,
        {
          program,
          expected: type,
          detected: 'nucleotide',
        },
      );
    }
  }
}

/** Throws 400 PROGRAM_DATABASE_MISMATCH when the program cannot search a database of this type. */
export function checkProgramDatabase(program: BlastProgram, databaseId: string, databaseType: SequenceType): void {
  const wanted = PROGRAM_TYPES[program].database;
  if (wanted !== databaseType) {
    throw new ApiError(
      'PROGRAM_DATABASE_MISMATCH',
      `${program} searches a ${wanted} database; ${databaseId} is a ${databaseType} database.`,
      {
        program,
        database: databaseId,
        databaseType,
        expected: wanted,
      },
    );
  }
}

/** The e-value threshold as BLAST+ reads it; 400 INVALID_BODY when it is not a positive finite number. */
export function checkEvalue(evalue: string): number {
  const value = Number(evalue);
  if (!Number.isFinite(value) || value <= 0) {
    throw new ApiError('INVALID_BODY', "Invalid request body: 'evalue' must be a positive number.", {
      evalue: 'must be a positive number',
    });
  }
  return value;
}
