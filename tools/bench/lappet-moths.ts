// The NicheBarcoding LappetMoths example as a job runs it (300 references, 50 queries, their environment tables), for benchmarks and pool tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PROJECT_ROOT } from '../../config.js';
import { buildInput } from '../../services/niche/input.js';
import { nicheLimits } from '../../services/niche/schemas.js';
import type { NicheInput } from '../../workers/niche-analysis.js';

const read = (path: string) => gunzipSync(readFileSync(join(PROJECT_ROOT, 'data', path))).toString('utf8');

export function lappetMothsInput(): Promise<NicheInput> {
  return buildInput(
    {
      referenceSequences: read('barcodes/nichebarcoding_lappetmoths_reference_coi.fasta.gz'),
      querySequences: read('barcodes/nichebarcoding_lappetmoths_query_coi.fasta.gz'),
      referenceEnvironment: read('environment/nichebarcoding_lappetmoths_reference_env.csv.gz'),
      queryEnvironment: read('environment/nichebarcoding_lappetmoths_query_env.csv.gz'),
    },
    { workflow: 'NBSI', seed: 42, independence: true, variableSelection: 'ALL', environmentSource: null },
    nicheLimits(20 * 1024 * 1024, 3600),
    () => Promise.reject(new Error('not used: the example brings its own environment tables')),
  );
}
