// The contract review (npm run api:review) with oasdiff: the contract as it is passes; a breaking and an additive fixture
// revision of the released contract fail or pass on their version and CHANGELOG.md entry.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';
import { bundleDocument } from '../../tools/contract.js';
import { CHANGELOG, releasedBaseline, reviewContract } from '../../tools/api-review/review.js';

type Doc = {
  info: { version: string };
  paths: Record<string, Record<string, any>>;
  components: { schemas: Record<string, any> };
};
const FIXTURES = join(PROJECT_ROOT, 'test', 'contract', 'fixtures', 'api-review');
const dir = mkdtempSync(join(tmpdir(), 'lepi-review-test-'));
const base = releasedBaseline();

/** The released contract with a fixture's edits applied, written to a file for oasdiff. */
function revision(name: string, version?: string): string {
  const fixture = JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8'));
  const doc = JSON.parse(readFileSync(base, 'utf8')) as Doc;
  doc.info.version = version ?? fixture.version;
  for (const path of fixture.removePaths ?? []) delete doc.paths[path];
  if (fixture.removeEnumValue) {
    const schema = doc.components.schemas[fixture.removeEnumValue.schema];
    schema.enum = schema.enum.filter((value: string) => value !== fixture.removeEnumValue.value);
  }
  if (fixture.requireQueryParameter) {
    const { path, name } = fixture.requireQueryParameter;
    doc.paths[path]!.get.parameters.find((p: any) => p.name === name).required = true;
  }
  if (fixture.addQueryParameter) {
    const { path, name, schema } = fixture.addQueryParameter;
    doc.paths[path]!.get.parameters.push({ name, in: 'query', required: false, schema });
  }
  if (fixture.addOperation) {
    const { path, operationId } = fixture.addOperation;
    doc.paths[path] = { get: { ...structuredClone(doc.paths['/api/v1/genomes']!.get), operationId, parameters: [] } };
  }
  const file = join(dir, `${name}-${doc.info.version}.json`);
  writeFileSync(file, JSON.stringify(doc));
  return file;
}

const changelog = (version: string, names: string[]) =>
  `# Changelog\n\n## ${version}\n\n${names.map((n) => `- \`${n}\`: changed.`).join('\n')}\n\n## 1.0.0\n\nReleased.\n`;

describe('npm run api:review', () => {
  it('passes on the contract as it is, against the committed release and CHANGELOG.md', () => {
    const current = join(dir, 'current.json');
    writeFileSync(current, bundleDocument());
    const review = reviewContract(base, current, readFileSync(CHANGELOG, 'utf8'));
    expect(review.problems).toEqual([]);
  }, 120_000);

  it('fails on the breaking fixture unless the major version is raised, and lists each breaking change', () => {
    const minor = reviewContract(base, revision('breaking'), changelog('1.1.0', ['getGenome', 'listGenomes']));
    expect(minor.breaking.map((c) => c.id)).toEqual(
      expect.arrayContaining([
        'api-path-removed-without-deprecation',
        'request-parameter-enum-value-removed',
        'request-parameter-became-required',
      ]),
    );
    expect(minor.problems.join('\n')).toMatch(/breaking change\(s\) but info.version 1.1.0 keeps the major/);
    const major = reviewContract(base, revision('breaking', '2.0.0'), changelog('2.0.0', ['getGenome', 'listGenomes']));
    expect(major.problems).toEqual([]);
    // raised, but not written down
    const silent = reviewContract(base, revision('breaking', '2.0.0'), changelog('2.0.0', ['listGenomes']));
    expect(silent.problems.join('\n')).toMatch(/does not name: getGenome/);
  }, 120_000);

  it('moves a breaking change a reviewer accepted, with its reason, out of the breaking ones — and only that one', () => {
    const breaking = reviewContract(base, revision('breaking'), changelog('1.1.0', ['getGenome', 'listGenomes']));
    const [first, ...rest] = breaking.breaking;
    const accepted = reviewContract(base, revision('breaking'), changelog('1.1.0', ['getGenome', 'listGenomes']), [
      { operationId: first!.operationId!, id: first!.id, text: first!.text.slice(0, 20), reason: 'a test reason' },
    ]);
    expect(accepted.accepted.map((c) => [c.id, c.reason])).toEqual([[first!.id, 'a test reason']]);
    expect(accepted.breaking.map((c) => c.text)).toEqual(rest.map((c) => c.text));
  }, 120_000);

  it('lists the additive fixture and wants it in CHANGELOG.md under a raised version', () => {
    const file = revision('additive');
    const missing = reviewContract(base, file, changelog('1.0.1', []));
    expect(missing.breaking).toEqual([]);
    expect(missing.additive.map((c) => c.operationId)).toEqual(
      expect.arrayContaining(['listGenomes', 'getGenomeCount']),
    );
    expect(missing.problems.join('\n')).toMatch(/no section "## 1.1.0"/);
    const unnamed = reviewContract(base, file, changelog('1.1.0', ['getGenomeCount']));
    expect(unnamed.problems.join('\n')).toMatch(/does not name: listGenomes/);
    expect(reviewContract(base, file, changelog('1.1.0', ['listGenomes', 'getGenomeCount'])).problems).toEqual([]);
    const sameVersion = reviewContract(
      base,
      revision('additive', '1.0.0'),
      changelog('1.0.0', ['listGenomes', 'getGenomeCount']),
    );
    expect(sameVersion.problems.join('\n')).toMatch(/not above the released 1.0.0/);
  }, 120_000);
});
