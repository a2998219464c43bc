// BLAST request rules: FASTA/raw parsing, alphabet per program, program ↔ database type, e-value.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors.js';
import {
  checkAlphabet,
  checkEvalue,
  checkProgramDatabase,
  parseQuery,
  PROGRAM_TYPES,
} from '../../services/blast/query.js';

function codeOf(fn: () => unknown): { code: string; details: unknown } {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, details: error.details };
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('parseQuery', () => {
  it('reads one FASTA record: header, residues joined, upper-cased, gaps and whitespace dropped', () => {
    expect(parseQuery('>COI query 1\nacgt-ac\r\nGT..N \n')).toEqual({ title: 'COI query 1', residues: 'ACGTACGTN' });
  });

  it('reads a raw sequence over several lines', () => {
    expect(parseQuery('  ACGT\nacgt  \n')).toEqual({ title: null, residues: 'ACGTACGT' });
  });

  it('refuses several records, a header after the sequence, and an empty sequence', () => {
    expect(codeOf(() => parseQuery('>a\nACGT\n>b\nACGT')).code).toBe('INVALID_SEQUENCE');
    expect(codeOf(() => parseQuery('ACGT\n>b\nACGT')).code).toBe('INVALID_SEQUENCE');
    expect(codeOf(() => parseQuery('>only a header\n')).code).toBe('INVALID_SEQUENCE');
    expect(codeOf(() => parseQuery(' \n--\n')).code).toBe('INVALID_SEQUENCE');
  });
});

describe('checkAlphabet', () => {
  it('accepts IUPAC nucleotides for blastn, blastx and tblastx', () => {
    for (const program of ['blastn', 'blastx', 'tblastx'] as const) {
      expect(() => checkAlphabet(parseQuery('ACGTURYSWKMBDHVN'), program)).not.toThrow();
    }
  });

  it('names the characters outside the nucleotide alphabet', () => {
    const { code, details } = codeOf(() => checkAlphabet(parseQuery('ACGTQQEL1'), 'blastn'));
    expect(code).toBe('INVALID_SEQUENCE');
    expect(details).toEqual({
      sequence: { program: 'blastn', expected: 'nucleotide', invalidCharacters: ['Q', 'E', 'L', '1'] },
    });
  });

  it('accepts protein letters and stops for blastp and tblastn, refuses digits', () => {
    expect(() => checkAlphabet(parseQuery('MKVLAAGIWQEF*'), 'blastp')).not.toThrow();
    expect(() => checkAlphabet(parseQuery('MKVLAAGIWQEF'), 'tblastn')).not.toThrow();
    expect(codeOf(() => checkAlphabet(parseQuery('MKV 12 LAAG'), 'blastp')).code).toBe('INVALID_SEQUENCE');
  });

  it('refuses a nucleotide-looking sequence as a protein query', () => {
    const { code, details } = codeOf(() => checkAlphabet(parseQuery('AACATTATATTTTATTTTTGGAATTTGAGCAGG'), 'blastp'));
    expect(code).toBe('INVALID_SEQUENCE');
    expect(details).toMatchObject({ sequence: { detected: 'nucleotide' } });
  });
});

describe('checkProgramDatabase', () => {
  it('pairs each program with the database type it searches', () => {
    expect(PROGRAM_TYPES.blastn.database).toBe('nucleotide');
    expect(PROGRAM_TYPES.tblastn.database).toBe('nucleotide');
    expect(PROGRAM_TYPES.tblastx.database).toBe('nucleotide');
    expect(PROGRAM_TYPES.blastp.database).toBe('protein');
    expect(PROGRAM_TYPES.blastx.database).toBe('protein');
    expect(() => checkProgramDatabase('blastx', 'x', 'protein')).not.toThrow();
    expect(codeOf(() => checkProgramDatabase('blastp', 'x', 'nucleotide')).code).toBe('PROGRAM_DATABASE_MISMATCH');
    expect(codeOf(() => checkProgramDatabase('blastn', 'x', 'protein')).code).toBe('PROGRAM_DATABASE_MISMATCH');
  });
});

describe('checkEvalue', () => {
  it('accepts positive finite numbers, refuses zero and overflow', () => {
    expect(checkEvalue('1e-5')).toBe(1e-5);
    expect(checkEvalue('10')).toBe(10);
    expect(codeOf(() => checkEvalue('0')).code).toBe('INVALID_BODY');
    expect(codeOf(() => checkEvalue('1e999')).code).toBe('INVALID_BODY');
  });
});
