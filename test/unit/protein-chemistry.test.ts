// Molecular weight and residue composition computed from protein sequences.
import { describe, expect, it } from 'vitest';
import { composition, molecularWeight, RESIDUE_MASS, WATER_MASS } from '../../db/proteins/chemistry.js';

describe('molecularWeight', () => {
  it('adds average residue masses and one water per chain', () => {
    // glycine dipeptide: 2 × 57.0519 + 18.01524 (ExPASy Compute pI/Mw gives 132.12)
    expect(molecularWeight(['GG'])).toBe(132.12);
    expect(molecularWeight(['A'])).toBe(Math.round((RESIDUE_MASS.A + WATER_MASS) * 100) / 100);
  });

  it('weighs a real chain (bombyxin-II chain A, summed by hand: G+I+3V+2D+E+4C+3L+R+P+2S+Y + water)', () => {
    expect(molecularWeight(['GIVDECCLRPCSVDVLLSYC'])).toBe(2187.59);
    expect(molecularWeight(['QQPQAVHTYCGRHLARTLADLCWEAGVD'])).toBe(3139.51);
  });

  it('sums several chains, each with its own water', () => {
    const a = molecularWeight(['GIVDECCLRPCSVDVLLSYC'])!;
    const b = molecularWeight(['QQPQAVHTYCGRHLARTLADLCWEAGVD'])!;
    expect(molecularWeight(['GIVDECCLRPCSVDVLLSYC', 'QQPQAVHTYCGRHLARTLADLCWEAGVD'])).toBeCloseTo(a + b, 2);
  });

  it('is case-insensitive and skips empty chains', () => {
    expect(molecularWeight(['gg', ''])).toBe(132.12);
  });

  it('gives null for a residue of unknown mass rather than guessing', () => {
    expect(molecularWeight(['GXG'])).toBeNull();
    expect(molecularWeight(['GG*'])).toBeNull();
    expect(molecularWeight([])).toBeNull();
  });
});

describe('composition', () => {
  it('counts each residue present with its share, most frequent first, ties alphabetical', () => {
    expect(composition('GAGC')).toEqual([
      { residue: 'G', count: 2, percentage: 50 },
      { residue: 'A', count: 1, percentage: 25 },
      { residue: 'C', count: 1, percentage: 25 },
    ]);
  });

  it('rounds shares to 0.01 and their counts add up to the length', () => {
    const sequence = 'GIVDECCLRPCSVDVLLSYCQQPQAVHTYCGRHLARTLADLCWEAGVD';
    const rows = composition(sequence);
    expect(rows.reduce((sum, r) => sum + r.count, 0)).toBe(sequence.length);
    expect(rows.find((r) => r.residue === 'V')).toEqual({ residue: 'V', count: 5, percentage: 10.42 });
  });

  it('keeps unknown residues (X) as their own entry', () => {
    expect(composition('AX').map((r) => r.residue)).toEqual(['A', 'X']);
  });
});
