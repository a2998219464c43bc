// CLI (npm run api:review): the contract in openapi/ against the last released one (openapi/released/), with CHANGELOG.md.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PROJECT_ROOT } from '../config.js';
import { bundleDocument } from './contract.js';
import { CHANGELOG, formatReview, releasedBaseline, reviewContract } from './api-review/review.js';

// arguments for a by-hand review: [revision.json [base.json [CHANGELOG.md]]]
const [revisionArg, baseArg, changelogArg] = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'lepi-review-'));
try {
  const revision = revisionArg ?? join(dir, 'openapi.json');
  if (!revisionArg) writeFileSync(revision, bundleDocument());
  const base = baseArg ?? releasedBaseline();
  const review = reviewContract(base, revision, readFileSync(changelogArg ?? CHANGELOG, 'utf8'));
  console.log(formatReview(review, relative(PROJECT_ROOT, base)));
  process.exitCode = review.problems.length === 0 ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
