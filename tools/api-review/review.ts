// The contract review: what changed since the released contract, whether the version says so, and whether CHANGELOG.md does.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../config.js';
import { contractChanges, type ContractChange } from './oasdiff.js';

export const RELEASED_DIR = join(PROJECT_ROOT, 'openapi', 'released');
export const CHANGELOG = join(PROJECT_ROOT, 'CHANGELOG.md');

/** oasdiff's own version check: the review below makes it, with the changelog beside it. */
const OWN_CHECKS = new Set(['api-major-version-not-bumped']);

/**
 * A change oasdiff calls breaking that keeps every request and answer of the released contract valid, accepted by a
 * reviewer with the reason (openapi/released/accepted-breaking.json): matched by operationId, oasdiff's change id and
 * a part of its text.
 */
export interface AcceptedChange {
  readonly operationId: string;
  readonly id: string;
  readonly text: string;
  readonly reason: string;
}

export const ACCEPTED = join(RELEASED_DIR, 'accepted-breaking.json');

export function readAccepted(file = ACCEPTED): AcceptedChange[] {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AcceptedChange[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export interface Review {
  readonly baseVersion: string;
  readonly version: string;
  readonly breaking: readonly ContractChange[];
  /** Breaking by oasdiff's rules, accepted as compatible (with the reason). */
  readonly accepted: readonly (ContractChange & { reason: string })[];
  readonly additive: readonly ContractChange[];
  /** Why the review fails (empty when it passes). */
  readonly problems: readonly string[];
}

/** The newest released contract: openapi/released/v<major>.json with the highest major. */
export function releasedBaseline(dir = RELEASED_DIR): string {
  const majors = readdirSync(dir)
    .map((name) => /^v(\d+)\.json$/.exec(name)?.[1])
    .filter((major): major is string => major !== undefined)
    .map(Number)
    .sort((a, b) => b - a);
  if (majors.length === 0) throw new Error(`no released contract (v<major>.json) in ${dir}`);
  return join(dir, `v${majors[0]}.json`);
}

const versionOf = (file: string) =>
  (JSON.parse(readFileSync(file, 'utf8')) as { info: { version: string } }).info.version;
const parts = (version: string) => version.split(/[.+-]/).slice(0, 3).map(Number);
function compareVersions(a: string, b: string): number {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/** The text of CHANGELOG.md's section for `version` (`## 1.1.0` … up to the next `## `), or null. */
export function changelogSection(changelog: string, version: string): string | null {
  const lines = changelog.split('\n');
  const heading = new RegExp(`^## \\[?${version.replace(/\./g, '\\.')}\\]?(\\s|$)`);
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) return null;
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** How a change is named in the changelog: its operationId, else `METHOD /path`, else nothing beyond the section. */
const nameOf = (change: ContractChange) =>
  change.operationId ?? (change.path ? `${change.operation ?? ''} ${change.path}`.trim() : null);

/** Reviews `revision` against `base`: breaking changes need a higher major, every change a CHANGELOG.md entry. */
export function reviewContract(
  base: string,
  revision: string,
  changelog: string,
  acceptedChanges: readonly AcceptedChange[] = readAccepted(),
): Review {
  const changes = contractChanges(base, revision).filter((change) => !OWN_CHECKS.has(change.id));
  const [baseVersion, version] = [versionOf(base), versionOf(revision)];
  const acceptance = (change: ContractChange) =>
    acceptedChanges.find(
      (a) =>
        a.operationId === change.operationId && a.id === change.id && change.text.replace(/`/g, "'").includes(a.text),
    );
  const accepted = changes.flatMap((change) => {
    const entry = change.level === 3 ? acceptance(change) : undefined;
    return entry ? [{ ...change, reason: entry.reason }] : [];
  });
  const breaking = changes.filter((change) => change.level === 3 && !acceptance(change));
  const additive = changes.filter((change) => change.level < 3);
  const problems: string[] = [];
  if (breaking.length > 0 && parts(version)[0]! <= parts(baseVersion)[0]!)
    problems.push(
      `${breaking.length} breaking change(s) but info.version ${version} keeps the major of the released ${baseVersion}: ` +
        'keep the released behaviour (add, deprecate) or raise the major version',
    );
  if (changes.length > 0) {
    if (compareVersions(version, baseVersion) <= 0)
      problems.push(`the contract changed but info.version ${version} is not above the released ${baseVersion}`);
    const section = changelogSection(changelog, version);
    if (section === null) problems.push(`CHANGELOG.md has no section "## ${version}" for these changes`);
    else {
      const missing = [...new Set(changes.map(nameOf).filter((name): name is string => name !== null))].filter(
        (name) => !section.includes(name),
      );
      if (missing.length > 0) problems.push(`CHANGELOG.md "## ${version}" does not name: ${missing.join(', ')}`);
    }
  }
  return { baseVersion, version, breaking, accepted, additive, problems };
}

/** The review as the gate prints it. */
export function formatReview(review: Review, base: string): string {
  const line = (change: ContractChange) =>
    `  - ${nameOf(change) ?? change.section ?? ''}: ${change.text} [${change.id}]`.replace(/`/g, "'");
  return [
    `api:review: ${review.version} against the released ${review.baseVersion} (${base})`,
    `breaking: ${review.breaking.length}`,
    ...review.breaking.map(line),
    `breaking by oasdiff's rules, accepted as compatible (openapi/released/accepted-breaking.json): ${review.accepted.length}`,
    ...review.accepted.map((change) => `${line(change)} — ${change.reason}`),
    `additive or compatible: ${review.additive.length}`,
    ...review.additive.map(line),
    ...review.problems.map((problem) => `FAIL: ${problem}`),
    review.problems.length === 0 ? 'api:review: ok' : 'api:review: failed',
  ].join('\n');
}
