// Niche barcoding input parsers and the configuration check: line-numbered issues, limits, role rules.
import { describe, expect, it } from 'vitest';
import {
  normaliseSpecies,
  parseEnvironment,
  parseFasta,
  parsePoints,
  parsePriors,
  parseSequenceCsv,
} from '../../services/niche/parsers.js';
import { nicheLimits, validateConfig } from '../../services/niche/schemas.js';

describe('parseFasta', () => {
  it('reads ids, species, coordinates and multi-line sequences', () => {
    const parsed = parseFasta(
      '>R1|Gastropacha_quercifolia|Lasiocampidae|lon=115.79|lat=40.51\nACGT\nACGT\n\n>R2|Dendrolimus punctatus||lon=-1|lat=2\nACGTACGT\n',
      'reference',
      10,
    );
    expect(parsed.issues).toEqual([]);
    expect(parsed.records.map(({ id, species, lon, lat, sequence }) => ({ id, species, lon, lat, sequence }))).toEqual([
      { id: 'R1', species: 'Gastropacha quercifolia', lon: 115.79, lat: 40.51, sequence: 'ACGTACGT' },
      { id: 'R2', species: 'Dendrolimus punctatus', lon: -1, lat: 2, sequence: 'ACGTACGT' },
    ]);
  });

  it('numbers every problem by line', () => {
    const parsed = parseFasta('ACGT\n', 'query', 10);
    expect(parsed.issues).toEqual([expect.objectContaining({ line: 1, code: 'NOT_FASTA', severity: 'error' })]);
    const many = parseFasta('>A||lon=1|lat=95\nAC\n>B|x|lon=a|lat=1\nACGT\n>A\nAC1\n', 'reference', 10);
    const codes = many.issues.map((i) => `${i.line}:${i.code}`);
    expect(codes).toEqual(
      expect.arrayContaining([
        '1:MISSING_SPECIES',
        '1:COORDINATE_OUT_OF_RANGE',
        '3:INVALID_COORDINATE',
        '5:DUPLICATE_ID',
        '6:INVALID_CHARACTER',
        '3:UNEQUAL_LENGTH',
      ]),
    );
  });

  it('stops at the record limit', () => {
    const parsed = parseFasta('>a\nA\n>b\nA\n>c\nA\n', 'query', 2);
    expect(parsed.issues).toContainEqual(expect.objectContaining({ line: 5, code: 'TOO_MANY_RECORDS' }));
    expect(parsed.count).toBe(2);
  });
});

describe('normaliseSpecies', () => {
  it('writes names as Genus species, dropping a NicheBarcoding family prefix', () => {
    expect(normaliseSpecies(' Gastropacha_quercifolia ')).toBe('Gastropacha quercifolia');
    expect(normaliseSpecies('Lasiocampidae_Dendrolimus_punctatus')).toBe('Dendrolimus punctatus');
    expect(normaliseSpecies('Papilio machaon gorganus')).toBe('Papilio machaon gorganus');
  });
});

describe('CSV parsers', () => {
  it('reads environment tables: id column plus numeric variables', () => {
    const parsed = parseEnvironment('no.,seqIDs,species,ANT,TS\n1,R1,Aa_bb,59,11683\n2,R2,Aa_bb,x,1\n', 10);
    expect(parsed.records.variables).toEqual(['ANT', 'TS']);
    expect(parsed.records.rows[0]).toMatchObject({ id: 'R1', values: [59, 11683], line: 2 });
    expect(parsed.issues).toEqual([expect.objectContaining({ line: 3, code: 'INVALID_NUMBER' })]);
  });

  it('reads points and prior identifications', () => {
    const points = parsePoints(
      'species,lon,lat,family,scientific_name\nLasiocampidae_Gastropacha_quercifolia,57.6,54.1,Lasiocampidae,Gastropacha quercifolia\nX,200,1,,\n',
      true,
      10,
    );
    expect(points.records[0]).toMatchObject({ species: 'Gastropacha quercifolia', lon: 57.6, lat: 54.1 });
    expect(points.issues).toContainEqual(expect.objectContaining({ line: 3, code: 'COORDINATE_OUT_OF_RANGE' }));
    const priors = parsePriors(
      'queID,target.spe,barcode.prob,family,scientific_name\nQ1,Lasiocampidae_Gastropacha_quercifolia,0.99,Lasiocampidae,Gastropacha quercifolia\nQ2,A_b,1.5,,\n',
      10,
    );
    expect(priors.records).toEqual([{ queryId: 'Q1', species: 'Gastropacha quercifolia', probability: 0.99, line: 2 }]);
    expect(priors.issues).toContainEqual(expect.objectContaining({ line: 3, code: 'INVALID_PROBABILITY' }));
  });

  it('reads reference sequences from the template CSV with the CSV line numbers', () => {
    const parsed = parseSequenceCsv(
      'seqID,species,longitude,latitude,sequence\nR1,Aa bb,1.5,2.5,ACGT\nR2,Cc dd,1,95,ACGZ\n',
      10,
    );
    expect(parsed.records[0]).toMatchObject({
      id: 'R1',
      species: 'Aa bb',
      lon: 1.5,
      lat: 2.5,
      sequence: 'ACGT',
      line: 2,
    });
    expect(parsed.issues.map((i) => `${i.line}:${i.code}`)).toEqual(
      expect.arrayContaining(['3:COORDINATE_OUT_OF_RANGE', '3:INVALID_CHARACTER']),
    );
  });

  it('reports a broken CSV instead of throwing', () => {
    const parsed = parsePoints('species,lon,lat\n"unterminated,1,2\n', true, 10);
    expect(parsed.issues[0]).toMatchObject({ severity: 'error', code: 'INVALID_CSV' });
  });
});

describe('validateConfig', () => {
  const limits = nicheLimits(1024, 3600);
  it('accepts the NBSI example and NBSI2 with environment tables', () => {
    expect(
      validateConfig(
        { workflow: 'NBSI', model: 'RF', files: { referenceSequences: 'r.fasta', querySequences: 'q.fasta' } },
        limits,
      ),
    ).toEqual([]);
    expect(
      validateConfig(
        {
          workflow: 'NBSI2',
          model: 'RF',
          files: {
            identifications: 'i.csv',
            referencePoints: 'p.csv',
            referenceEnvironment: 're.csv',
            queryEnvironment: 'qe.csv',
          },
        },
        limits,
      ),
    ).toEqual([]);
  });

  it('reports duplicate names, too many files and a missing query source for NBSI2', () => {
    const issues = validateConfig(
      {
        workflow: 'NBSI2',
        model: 'RF',
        files: {
          identifications: 'a.csv',
          referencePoints: 'a.csv',
          extraPoints: 'b.csv',
          queryEnvironment: 'c',
          referenceEnvironment: 'd',
          x: 'e',
          y: 'f',
        },
      },
      limits,
    );
    expect(issues.map((i) => i.code)).toEqual(
      expect.arrayContaining(['TOO_MANY_FILES', 'DUPLICATE_FILE_NAME', 'UNKNOWN_ROLE', 'EXTRA_POINTS_IGNORED']),
    );
  });
});
