// BLAST+ -outfmt 15 JSON → the contract's result shape; database FASTA residue cleaning; database ids.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cleanResidues, databaseId } from '../../services/blast/databases.js';
import { mapBlastJson } from '../../services/blast/result.js';

// Trimmed from a real blastn 2.12.0 report against the COI database of this service.
const REPORT = JSON.stringify({
  BlastOutput2: [
    {
      report: {
        program: 'blastn',
        version: 'BLASTN 2.12.0+',
        search_target: { db: 'barcodes-coi-5p' },
        params: { expect: 1e-5 },
        results: {
          search: {
            query_id: 'Query_1',
            query_title: 'query',
            query_len: 658,
            hits: [
              {
                num: 1,
                description: [
                  {
                    id: 'gnl|BL_ORD_ID|31435',
                    accession: '31435',
                    title: 'iodatabase:RVcoll16G687 Glaucopsyche alexis | COI-5P | Sweden',
                  },
                ],
                len: 658,
                hsps: [
                  {
                    num: 1,
                    bit_score: 1186.67,
                    score: 642,
                    evalue: 0,
                    identity: 650,
                    query_from: 1,
                    query_to: 658,
                    query_strand: 'Plus',
                    hit_from: 1,
                    hit_to: 658,
                    hit_strand: 'Plus',
                    align_len: 658,
                    gaps: 0,
                    qseq: 'AACT',
                    hseq: 'AACT',
                    midline: '||||',
                  },
                  {
                    num: 2,
                    bit_score: 50.1,
                    score: 27,
                    evalue: 4.28213e-174,
                    identity: 20,
                    query_from: 30,
                    query_to: 10,
                    hit_from: 5,
                    hit_to: 25,
                    align_len: 21,
                    qseq: 'A',
                    hseq: 'A',
                    midline: '|',
                  },
                ],
              },
            ],
            stat: {
              db_num: 35229,
              db_len: 22451876,
              hsp_len: 0,
              eff_space: 0,
              kappa: 0.46,
              lambda: 1.28,
              entropy: 0.85,
            },
          },
        },
      },
    },
  ],
});

describe('mapBlastJson', () => {
  it('maps hits and HSPs: first header word as id, whole header as title, e-values as strings', () => {
    const result = mapBlastJson(REPORT, 'blastn', 'abc');
    expect(result.program).toBe('blastn');
    expect(result.database).toBe('abc');
    expect(result.stats).toEqual({ dbNum: 35229, dbLen: 22451876, queryLen: 658 });
    expect(result.hits).toHaveLength(1);
    const hit = result.hits[0];
    expect(hit.id).toBe('iodatabase:RVcoll16G687');
    expect(hit.title).toBe('iodatabase:RVcoll16G687 Glaucopsyche alexis | COI-5P | Sweden');
    expect(hit.length).toBe(658);
    expect(hit.hsps[0]).toEqual({
      bitScore: 1186.67,
      score: 642,
      evalue: '0',
      identity: 650,
      queryFrom: 1,
      queryTo: 658,
      hitFrom: 1,
      hitTo: 658,
      alignLen: 658,
      gaps: 0,
      querySeq: 'AACT',
      hitSeq: 'AACT',
      midline: '||||',
    });
    expect(hit.hsps[1].evalue).toBe('4.28213e-174');
    expect(hit.hsps[1].gaps).toBe(0); // BLAST+ omits gaps when there are none
  });

  it('maps a search without hits to an empty list', () => {
    const report = JSON.parse(REPORT);
    delete report.BlastOutput2[0].report.results.search.hits;
    expect(mapBlastJson(JSON.stringify(report), 'tblastx', 'abc').hits).toEqual([]);
  });

  it('refuses output that is not a BLAST+ report', () => {
    expect(() => mapBlastJson('{"x":1}', 'blastn', 'abc')).toThrow(/no search results/);
    expect(() => mapBlastJson('not json', 'blastn', 'abc')).toThrow();
  });
});

describe('database files', () => {
  it('ids are the MD5 hex of the database path (SequenceServer)', () => {
    expect(databaseId('/srv/blast/v1/barcodes-coi-5p')).toBe(
      createHash('md5').update('/srv/blast/v1/barcodes-coi-5p').digest('hex'),
    );
    expect(databaseId('/x')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('cleans residues for makeblastdb: gaps out, unknown marks to N (nucleotide) or X (protein)', () => {
    expect(cleanResidues('acg-t.?n\n', 'nucleotide')).toBe('ACGTNN');
    expect(cleanResidues('mk?v*-', 'protein')).toBe('MKXV*');
  });
});
