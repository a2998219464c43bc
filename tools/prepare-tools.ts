// CLI: builds or fetches the pinned tools of the contract review and client generation into var/tools/ (once), so the
// test run does not: oasdiff (Go module proxy) and openapi-generator-cli (Maven Central). .ci/run runs it.
import { ensureOasdiff, OASDIFF_VERSION } from './api-review/oasdiff.js';
import { ensureGenerator, GENERATOR_VERSION } from './clients/generate.js';

console.log(`oasdiff ${OASDIFF_VERSION}: ${ensureOasdiff()}`);
console.log(`openapi-generator-cli ${GENERATOR_VERSION}: ${ensureGenerator()}`);
