// The read cache and streamed answers: requests that arrive while a stream is being computed get streams of their own.
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { raw, json } from '../../http/reply.js';
import { createResponseCache } from '../../http/response-cache.js';

const cache = () =>
  createResponseCache({
    operations: new Set(['listGenomes']),
    version: () => Promise.resolve('v1'),
    maxBytes: 1 << 20,
    maxEntryBytes: 1 << 16,
  });

describe('response cache fill', () => {
  it('gives each concurrent request for a streamed answer its own stream, read whole', async () => {
    const kept = cache();
    const key = (await kept.key('listGenomes', {}, { format: 'tsv' }))!;
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return raw(Readable.from(['a\t', 'b\n']), 'text/tab-separated-values');
    };
    const answers = await Promise.all([kept.fill(key, compute), kept.fill(key, compute), kept.fill(key, compute)]);
    expect(computed).toBe(3);
    const bodies = answers.map((answer) => ('kind' in answer && answer.kind === 'raw' ? answer.body : null));
    expect(new Set(bodies).size).toBe(3);
    expect(await Promise.all(bodies.map((body) => text(body as Readable)))).toEqual(['a\tb\n', 'a\tb\n', 'a\tb\n']);
  });

  it('still shares one computation of an answer it keeps', async () => {
    const kept = cache();
    const key = (await kept.key('listGenomes', {}, {}))!;
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return json({ items: [] });
    };
    await Promise.all([kept.fill(key, compute), kept.fill(key, compute)]);
    expect(computed).toBe(1);
    expect(kept.get(key)).toBeDefined();
  });
});
