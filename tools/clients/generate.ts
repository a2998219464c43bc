// Generates the Python and R clients from the bundled contract with openapi-generator (pinned, from Maven Central, run
// on Java 17), then the per-operation wrappers; `npm run generate` writes them under clients/, the contract test compares.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { PROJECT_ROOT } from '../../config.js';
import { contractOperations, type Doc } from './operations.js';
import { pythonWrappers } from './python-wrappers.js';
import { rExports, rWrappers } from './r-wrappers.js';

export const GENERATOR_VERSION = '7.25.0';
const GENERATOR_JAR = join(PROJECT_ROOT, 'var', 'tools', `openapi-generator-cli-${GENERATOR_VERSION}.jar`);
const CONTRACT = join(PROJECT_ROOT, 'generated', 'openapi.json');

/** Hand-written files inside the directories the generator owns: kept when the generated ones are replaced. */
export const R_RUNTIME = 'lepidoptera-client.R';
/** Functions of the R runtime the package exports beside the per-operation ones. */
const R_RUNTIME_EXPORTS = ['lepi_client', 'lepi_all', 'lepi_download', 'lepi_api_error'];

/** The generated files, relative to the project: the contract test compares exactly these. */
export function generatedClientFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        )
      : [];
  return [
    ...walk(join(root, 'clients', 'python', 'lepidoptera_api')),
    join(root, 'clients', 'python', 'lepidoptera', 'operations.py'),
    ...walk(join(root, 'clients', 'r', 'R')).filter((file) => !file.endsWith(R_RUNTIME)),
    join(root, 'clients', 'r', 'NAMESPACE'),
    join(root, 'clients', 'r', 'DESCRIPTION'),
  ]
    .map((file) => relative(root, file))
    .sort();
}

/** The pinned openapi-generator-cli jar, fetched once through Maven (from Maven Central) into var/tools/. */
export function ensureGenerator(): string {
  if (existsSync(GENERATOR_JAR)) return GENERATOR_JAR;
  if (spawnSync('java', ['-version']).status !== 0) throw new Error('generating the clients needs Java (>= 11)');
  console.error(`generate: fetching openapi-generator-cli ${GENERATOR_VERSION} with mvn (once)`);
  execFileSync(
    'mvn',
    [
      '-q',
      '-B',
      'dependency:copy',
      `-Dartifact=org.openapitools:openapi-generator-cli:${GENERATOR_VERSION}`,
      `-DoutputDirectory=${dirname(GENERATOR_JAR)}`,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], cwd: tmpdir() },
  );
  return GENERATOR_JAR;
}

const GLOBAL = { apiTests: 'false', modelTests: 'false', apiDocs: 'false', modelDocs: 'false' };

function description(version: string): string {
  return [
    'Package: lepidoptera',
    'Title: Client for the Lepidoptera Biodiversity Data Service',
    `Version: ${version}`,
    'Authors@R: person("Lepidoptera Biodiversity Data Service contributors", role = c("aut", "cre"), email = "noreply@example.org")',
    'Description: One function per operation of the Lepidoptera Biodiversity Data Service HTTP API (taxonomy, genomes,',
    '    barcodes, occurrences, host plants, literature, downloads, BLAST, identification, niche barcoding), generated',
    '    from its OpenAPI contract by openapi-generator; lists come back as data frames, errors as conditions of class',
    '    lepidoptera_api_error, and answers 429/503 are retried after their Retry-After.',
    'License: MIT + file LICENSE',
    'Encoding: UTF-8',
    'Depends: R (>= 4.0)',
    'Imports: jsonlite, httr, R6, base64enc, stringr',
    '',
  ].join('\n');
}

/** Writes every generated client file under `root` (the project, or a scratch copy for the staleness check). */
export function generateClients(root: string, contract = CONTRACT): void {
  const jar = ensureGenerator();
  const doc = JSON.parse(readFileSync(contract, 'utf8')) as Doc;
  const version = doc.info.version;
  const scratch = mkdtempSync(join(tmpdir(), 'lepi-clients-'));
  try {
    const spec = join(scratch, 'openapi.json');
    // the contract's long introduction would be copied into the header of each of ~480 files: the clients' READMEs point to it
    const intro =
      'Lepidoptera Biodiversity Data Service: see its OpenAPI document (/api/v1/openapi.json) for the introduction.';
    writeFileSync(spec, JSON.stringify({ ...doc, info: { ...doc.info, description: intro } }));
    const config = (name: string, generatorName: string, additionalProperties: object) => {
      const file = join(scratch, `${name}.json`);
      writeFileSync(
        file,
        JSON.stringify({
          generatorName,
          inputSpec: spec,
          outputDir: join(scratch, name),
          additionalProperties,
          globalProperties: GLOBAL,
        }),
      );
      return file;
    };
    const configs = [
      config('python', 'python', {
        packageName: 'lepidoptera_api',
        packageVersion: version,
        projectName: 'lepidoptera',
      }),
      config('r', 'r', { packageName: 'lepidoptera', packageVersion: version }),
    ];
    // one JVM for both targets; its banner and per-file lines are noise unless it fails
    const run = spawnSync('java', ['-jar', jar, 'batch', '--fail-fast', ...configs], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`openapi-generator failed:\n${run.stdout}\n${run.stderr}`);

    const operations = contractOperations(doc);
    const python = join(root, 'clients', 'python');
    rmSync(join(python, 'lepidoptera_api'), { recursive: true, force: true });
    mkdirSync(join(python, 'lepidoptera'), { recursive: true });
    cpSync(join(scratch, 'python', 'lepidoptera_api'), join(python, 'lepidoptera_api'), { recursive: true });
    writeFileSync(join(python, 'lepidoptera', 'operations.py'), pythonWrappers(operations, version));

    const r = join(root, 'clients', 'r');
    mkdirSync(join(r, 'R'), { recursive: true });
    for (const file of readdirSync(join(r, 'R'))) if (file !== R_RUNTIME) rmSync(join(r, 'R', file));
    cpSync(join(scratch, 'r', 'R'), join(r, 'R'), { recursive: true });
    writeFileSync(join(r, 'R', 'lepidoptera-operations.R'), rWrappers(operations, version));
    const namespace = readFileSync(join(scratch, 'r', 'NAMESPACE'), 'utf8');
    writeFileSync(join(r, 'NAMESPACE'), namespace + rExports(operations, R_RUNTIME_EXPORTS));
    writeFileSync(join(r, 'DESCRIPTION'), description(version));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  generateClients(PROJECT_ROOT);
  console.log(`wrote clients/python and clients/r (openapi-generator ${GENERATOR_VERSION})`);
}
