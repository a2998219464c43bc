// Barcode side of identification: request parsing, k-mer profiles, the match ramp, k-mer containment and the deterministic specimen split.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import {
  barcodeWindow,
  calibrateRamps,
  containmentGraph,
  KmerPresence,
  presentKmers,
} from '../../tools/identification/barcode-containment.js';
import { fnv1a, loadBarcodeSpecimens, loadForeignBarcodes } from '../../tools/identification/barcode-specimens.js';
import { loadClasses, MODEL_DIR } from '../../tools/identification/dataset.js';
import { encodeOnnxModel } from '../../tools/identification/onnx-writer.js';
import {
  BARCODE_MAX_BASES,
  BARCODE_MIN_BASES,
  kmerProfile,
  parseBarcode,
} from '../../workers/identification/barcode.js';
import { barcodeMatch } from '../../workers/identification/barcode-match.js';

/** A deterministic, unambiguous DNA string of the given length. */
function dna(length: number): string {
  return 'ACGTTGCAAGCT'.repeat(Math.ceil(length / 12)).slice(0, length);
}

function parsed(text: string): string {
  const result = parseBarcode(text);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.sequence;
}

function refusal(text: string): string {
  const result = parseBarcode(text);
  if (result.ok) throw new Error('accepted');
  return result.reason;
}

describe('parseBarcode', () => {
  const bases = dna(120);

  it('accepts a FASTA header, lower case, spaces and line breaks', () => {
    const text = `>my sample|COI\n${bases.slice(0, 60).toLowerCase()}\r\n  ${bases.slice(60, 90)} ${bases.slice(90)}\n\n`;
    expect(parsed(text)).toBe(bases);
  });

  it('reads RNA U as T and drops alignment gaps', () => {
    expect(parsed(bases.replace(/T/g, 'U'))).toBe(bases);
    expect(parsed(`--${bases.slice(0, 50)}-..-${bases.slice(50)}---`)).toBe(bases);
  });

  it('keeps IUPAC ambiguity codes but refuses other symbols', () => {
    expect(parsed(`${bases}RYN`)).toBe(`${bases}RYN`);
    expect(refusal(`${bases}XZ`)).toMatch(/IUPAC/);
    expect(refusal(`${bases}12`)).toMatch(/IUPAC/);
  });

  it('enforces the length limits on bases without gaps', () => {
    expect(parsed(dna(BARCODE_MIN_BASES))).toHaveLength(BARCODE_MIN_BASES);
    expect(refusal(dna(BARCODE_MIN_BASES - 1))).toMatch(/bases/);
    expect(refusal(`${dna(BARCODE_MIN_BASES - 1)}-----`)).toMatch(/bases/);
    expect(parsed(dna(BARCODE_MAX_BASES))).toHaveLength(BARCODE_MAX_BASES);
    expect(refusal(dna(BARCODE_MAX_BASES + 1))).toMatch(/bases/);
  });

  it('refuses barcodes that are mostly ambiguous', () => {
    expect(parsed(`${dna(75)}${'N'.repeat(25)}`)).toHaveLength(100); // exactly 25 %: still informative
    expect(refusal(`${dna(70)}${'N'.repeat(30)}`)).toMatch(/ambiguous/);
  });

  it('refuses two records and a header that is not the first line', () => {
    expect(refusal(`>a\n${bases}\n>b\n${bases}`)).toMatch(/more than one/);
    expect(refusal(`${bases}\n>late header`)).toMatch(/first line/);
  });
});

describe('kmerProfile', () => {
  it('counts overlapping k-mers at their base-4 index (A=0, C=1, G=2, T=3)', () => {
    const profile = kmerProfile('ACGT', 2); // AC=1, CG=6, GT=11
    expect(profile).toHaveLength(16);
    const expected = new Float32Array(16);
    for (const i of [1, 6, 11]) expected[i] = 1 / Math.sqrt(3);
    expect([...profile].map((v) => v.toFixed(6))).toEqual([...expected].map((v) => v.toFixed(6)));
    expect(kmerProfile('AAAA', 2)[0]).toBeCloseTo(1, 6); // AA three times, normalised
  });

  it('is L2-normalised for any length', () => {
    for (const length of [120, 658, 1500]) {
      const norm = Math.sqrt(kmerProfile(dna(length), 6).reduce((a, v) => a + v * v, 0));
      expect(norm).toBeCloseTo(1, 5);
    }
  });

  it('skips k-mers that contain an ambiguous symbol', () => {
    const profile = kmerProfile('ACNGT', 2); // only AC and GT are unambiguous
    expect([...profile.keys()].filter((i) => profile[i] > 0)).toEqual([1, 11]);
    expect(profile[1]).toBeCloseTo(1 / Math.sqrt(2), 6);
    expect(kmerProfile('NNNN', 2).every((v) => v === 0)).toBe(true);
  });
});

describe('barcodeMatch', () => {
  const calibration = { low: 0.8, high: 0.95 };

  it('ramps from 0 at low to 1 at high, clamped outside', () => {
    expect(barcodeMatch(0.5, calibration)).toBe(0);
    expect(barcodeMatch(0.8, calibration)).toBe(0);
    expect(barcodeMatch(0.875, calibration)).toBeCloseTo(0.5, 10);
    expect(barcodeMatch(0.95, calibration)).toBe(1);
    expect(barcodeMatch(1, calibration)).toBe(1);
    expect(barcodeMatch(Number.NaN, calibration)).toBe(0);
  });

  it('is monotonic and bounded', () => {
    let previous = -Infinity;
    for (let s = -1; s <= 1.0001; s += 0.01) {
      const m = barcodeMatch(s, calibration);
      expect(m).toBeGreaterThanOrEqual(0);
      expect(m).toBeLessThanOrEqual(1);
      expect(m).toBeGreaterThanOrEqual(previous);
      previous = m;
    }
  });
});

describe('k-mer containment', () => {
  const present = (sequence: string) => presentKmers(kmerProfile(sequence, 2));

  it('cuts windows at the start, middle and end, and keeps short sequences whole', () => {
    expect(barcodeWindow('AACCGGTT', 4, 'start')).toBe('AACC');
    expect(barcodeWindow('AACCGGTT', 4, 'middle')).toBe('CCGG');
    expect(barcodeWindow('AACCGGTT', 4, 'end')).toBe('GGTT');
    expect(barcodeWindow('ACG', 4, 'middle')).toBe('ACG');
  });

  it('is the share of distinct query k-mers known for the species, leaving the query barcode out on request', () => {
    const presence = new KmerPresence(16, 2);
    presence.add(0, present('AACC')); // AA AC CC
    presence.add(0, present('AAGG')); // AA AG GG
    presence.add(1, present('TTTT')); // TT
    const query = present('AACCT'); // AA AC CC CT
    expect(presence.containment(query, 0)).toBeCloseTo(3 / 4, 10);
    expect(presence.containment(query, 1)).toBe(0);
    // without AACC's own k-mers only AA (also in AAGG) is still known
    expect(presence.containment(query, 0, present('AACC'))).toBeCloseTo(1 / 4, 10);
    expect(presence.containment(new Int32Array(0), 0)).toBe(0);
  });

  it('computes the same containment in the ONNX graph, with 0 for an empty profile', async () => {
    const presence = new KmerPresence(16, 2);
    presence.add(0, present('AACCGT'));
    presence.add(1, present('TTTGCA'));
    const graph = containmentGraph({
      input: 'kmer_profile',
      output: 'kmer_containment',
      features: 16,
      species: 2,
      matrix: presence.matrix(),
    });
    const session = await ort.InferenceSession.create(
      encodeOnnxModel(graph, { producer: 'test', producerVersion: '1' }),
    );
    const queries = ['AACCTT', 'TTGCAA', 'NNNN'];
    const batch = new Float32Array(queries.length * 16);
    queries.forEach((q, i) => batch.set(kmerProfile(q, 2), i * 16));
    const out = await session.run({ kmer_profile: new ort.Tensor('float32', batch, [queries.length, 16]) });
    const got = out.kmer_containment.data as Float32Array;
    queries.forEach((q, i) => {
      for (let s = 0; s < 2; s++) expect(got[i * 2 + s]).toBeCloseTo(presence.containment(present(q), s), 5);
    });
    expect([got[4], got[5]]).toEqual([0, 0]);
  });

  it('calibrates per-species tops and the width that best separates conspecific from foreign scores', () => {
    const conspecific = [0.9, 0.95, 0.97, 0.99, 1].flatMap((value) => [
      { species: 0, value },
      { species: 1, value: value - 0.1 },
    ]);
    const foreign = [0.5, 0.6, 0.7, 0.84].map((value) => ({ species: 0, value }));
    const { ramps, width, youdenJ } = calibrateRamps({
      conspecific,
      foreign,
      speciesCount: 2,
      highQuantile: 0,
      widths: [0.02, 0.1, 0.3],
    });
    expect(ramps[0].high).toBeCloseTo(0.9, 10);
    expect(ramps[1].high).toBeCloseTo(0.8, 10);
    expect(width).toBe(0.02); // 0.3 would accept the foreign 0.84; 0.02 and 0.1 both separate, and ties keep the narrowest
    expect(youdenJ).toBe(1);
  });
});

describe('committed barcode model', () => {
  const card = JSON.parse(readFileSync(join(MODEL_DIR, 'barcode.json'), 'utf8'));

  it('reads the match from k-mer containment, so a 300 bp fragment of a held-out barcode still matches its species', async () => {
    expect(card.match.output).toBe('kmer_containment');
    expect(card.outputs.kmer_containment).toEqual(['batch', card.species.length]);
    const session = await ort.InferenceSession.create(join(MODEL_DIR, card.file));
    const specimen = loadBarcodeSpecimens().find((s) => s.heldOut && s.sequence.length >= 600)!;
    const profile = kmerProfile(barcodeWindow(specimen.sequence, 300, 'middle'), card.k);
    const out = await session.run({ kmer_profile: new ort.Tensor('float32', profile, [1, profile.length]) });
    const p = out.probabilities.data as Float32Array;
    const best = p.indexOf(Math.max(...p));
    expect(best).toBe(specimen.barcodeIndex);
    expect(
      barcodeMatch((out.kmer_containment.data as Float32Array)[best], card.match.calibration[best]),
    ).toBeGreaterThanOrEqual(0.5);
  });
});

describe('barcode specimen split', () => {
  it('hashes with 32-bit FNV-1a', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
  });

  it('is deterministic and gives every barcode species training and held-out barcodes', () => {
    const first = loadBarcodeSpecimens();
    const second = loadBarcodeSpecimens();
    expect(second.map((s) => `${s.sampleId}:${s.heldOut}`)).toEqual(first.map((s) => `${s.sampleId}:${s.heldOut}`));
    const barcodeSpecies = loadClasses().filter((c) => c.barcodeIndex !== null);
    expect(barcodeSpecies).toHaveLength(17);
    for (const c of barcodeSpecies) {
      const own = first.filter((s) => s.classIndex === c.classIndex);
      const held = own.filter((s) => s.heldOut).length;
      expect(own.every((s) => s.barcodeIndex === c.barcodeIndex && s.label === c.label)).toBe(true);
      expect(held, c.label).toBeGreaterThanOrEqual(1);
      expect(own.length - held, c.label).toBeGreaterThanOrEqual(1);
      expect(Math.abs(held - own.length * 0.2), c.label).toBeLessThanOrEqual(1);
    }
    expect(first.every((s) => parseBarcode(s.sequence).ok)).toBe(true);
  });

  it('keeps foreign calibration and evaluation barcodes on disjoint species outside the classes', () => {
    const labels = new Set(loadClasses().map((c) => c.label));
    const calibration = loadForeignBarcodes({ role: 'calibration' });
    const evaluation = loadForeignBarcodes({ role: 'evaluation' });
    const calibrationSpecies = new Set(calibration.map((f) => f.scientificName));
    expect(evaluation.length).toBeGreaterThan(200);
    expect(evaluation.some((f) => f.congener)).toBe(true);
    expect(evaluation.some((f) => calibrationSpecies.has(f.scientificName))).toBe(false);
    expect([...calibration, ...evaluation].some((f) => labels.has(f.scientificName))).toBe(false);
    expect(loadForeignBarcodes({ role: 'evaluation' })).toEqual(evaluation);
  });
});
