// The query files with no file descriptor left: they were read when db/sql.ts loaded, so a query asked for the first
// time then still has its SQL. (Read on first use, an EMFILE thrown while a Promise.all's arguments were evaluated left
// the promises made before it without a handler: the service died warming up under its open-file limit.)
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';
import { sql } from '../../db/sql.js';
import { withNoDescriptorLeft } from '../support/no-descriptors.js';

describe('the query files without a descriptor to open them with', () => {
  it('are all there, none asked for before', async () => {
    const files = readdirSync(join(PROJECT_ROOT, 'db'), { recursive: true, encoding: 'utf8' }).filter(
      (path) => path.endsWith('.sql') && !path.startsWith('migrations/'),
    );
    expect(files.length).toBeGreaterThan(100);
    const read = await withNoDescriptorLeft(() =>
      files.map((path) => {
        try {
          const file = sql(path);
          return { path, ok: file.toString().length > 0 };
        } catch (error) {
          return { path, ok: false, error: (error as Error).message };
        }
      }),
    );
    expect(read.filter((file) => !file.ok)).toEqual([]);
  });
});
