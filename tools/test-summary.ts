// Prints the gate's counts as npm test's last lines, read from the JUnit files its three runners wrote in this run
// (vitest, Dredd, schemathesis): a CI log cut to its tail still shows how many tests ran, passed, failed and skipped.
// Exits 1 when a runner wrote no report or a report counts a failure: a gate that ran nothing must not look green.
// `--reset` (npm test's pretest) removes the reports of earlier runs, so that only this run's can be counted.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../config.js';

interface Counts {
  readonly tests: number;
  readonly failures: number;
  readonly skipped: number;
}

const OUTPUT = join(PROJECT_ROOT, 'test-output');
const REPORT_FOLDERS = [join(OUTPUT, 'junit'), join(OUTPUT, 'schemathesis')];

if (process.argv.includes('--reset')) {
  for (const folder of REPORT_FOLDERS) rmSync(folder, { recursive: true, force: true });
  process.exit(0);
}

/** The counts of a JUnit file: its first <testsuites> element, or the sum of its <testsuite> elements. */
function countsOf(xml: string): Counts {
  const attribute = (tag: string, name: string) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(tag)?.[1] ?? 0);
  const sum = (tags: string[]): Counts => ({
    tests: tags.reduce((n, tag) => n + attribute(tag, 'tests'), 0),
    failures: tags.reduce((n, tag) => n + attribute(tag, 'failures') + attribute(tag, 'errors'), 0),
    // Dredd's xunit reporter names it `skip`
    skipped: tags.reduce((n, tag) => n + attribute(tag, 'skipped') + attribute(tag, 'skip'), 0),
  });
  const root = /<testsuites\b[^>]*>/.exec(xml)?.[0];
  if (root && /\btests="/.test(root)) return sum([root]);
  return sum(xml.match(/<testsuite\b[^>]*>/g) ?? []);
}

/** The newest .xml file of a folder (schemathesis names its report by the time of the run). */
function newestReport(folder: string): string | null {
  if (!existsSync(folder)) return null;
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.xml'))
    .map((name) => join(folder, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return files[0] ?? null;
}

const reports: Record<string, string | null> = {
  vitest: join(REPORT_FOLDERS[0]!, 'vitest.xml'),
  dredd: join(REPORT_FOLDERS[0]!, 'dredd.xml'),
  schemathesis: newestReport(REPORT_FOLDERS[1]!),
};

let ok = true;
const lines: string[] = [];
const total = { passed: 0, failures: 0, skipped: 0 };
for (const [runner, file] of Object.entries(reports)) {
  if (!file || !existsSync(file)) {
    ok = false;
    total.failures += 1; // a runner that reported nothing counts as a failure in the total
    lines.push(`${runner}: no report written (expected ${file ?? join(OUTPUT, runner)})`);
    continue;
  }
  const counts = countsOf(readFileSync(file, 'utf8'));
  const passed = counts.tests - counts.failures - counts.skipped;
  if (counts.tests === 0 || counts.failures > 0) ok = false;
  total.passed += passed;
  total.failures += counts.failures;
  total.skipped += counts.skipped;
  lines.push(`${runner}: ${passed} passed, ${counts.failures} failed, ${counts.skipped} skipped`);
}
// Each line, and the last above all, has the plain form CI readers look for at a log's end: a word, a colon,
// "N passed, N failed, N skipped", alone on its line (no indent): vitest's own closing lines are not one they read.
console.log(`\ntest summary (${ok ? 'passed' : 'FAILED'}):`);
for (const line of lines) console.log(line);
console.log(`total: ${total.passed} passed, ${total.failures} failed, ${total.skipped} skipped`);
process.exit(ok ? 0 : 1);
