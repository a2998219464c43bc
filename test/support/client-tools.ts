// The interpreters the generated clients are exercised with: Python (var/tools/python, made by .ci/run from
// tools/clients/requirements.txt) and R with its Debian r-cran-* packages; parts like system-parts.ts's.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../config.js';
import type { SystemPart } from './system-parts.js';

export const PYTHON = join(PROJECT_ROOT, 'var', 'tools', 'python', 'bin', 'python');

export const CLIENT_PARTS = {
  python: {
    name: `Python with the client's and schemathesis's pinned packages (${PYTHON})`,
    install: 'bash tools/clients/install-python.sh (run by .ci/run)',
    present: () =>
      existsSync(PYTHON) && spawnSync(PYTHON, ['-c', 'import pydantic, urllib3, dateutil, schemathesis']).status === 0,
  },
  r: {
    name: 'R (Rscript) with r-cran-httr, -jsonlite, -r6, -base64enc, -stringr',
    install: 'apt-get install r-base-core r-cran-httr r-cran-jsonlite r-cran-r6 r-cran-base64enc r-cran-stringr',
    present: () =>
      spawnSync('Rscript', [
        '-e',
        'for (p in c("httr", "jsonlite", "R6", "base64enc", "stringr")) library(p, character.only = TRUE)',
      ]).status === 0,
  },
} satisfies Record<string, SystemPart>;
