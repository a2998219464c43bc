// The read cache: streamed answers (requests that arrive while a stream is being computed get streams of their own) and admission.
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { raw, json } from '../../http/reply.js';
import { createResponseCache, Doorkeeper } from '../../http/response-cache.js';

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

describe('response cache admission', () => {
  const answer = () => Promise.resolve(json({ items: [1, 2, 3] }));

  it('keeps an answer only once its request has come a second time', async () => {
    const kept = cache();
    const key = (await kept.key('listGenomes', {}, { page: 7 }))!;
    await kept.fill(key, answer);
    expect(kept.get(key)).toBeUndefined();
    await kept.fill(key, answer);
    expect(kept.get(key)).toBeDefined();
  });

  it('counts a request that joins the first one while it is computing as the second', async () => {
    const kept = cache();
    const key = (await kept.key('listGenomes', {}, { page: 8 }))!;
    await Promise.all([kept.fill(key, answer), kept.fill(key, answer)]);
    expect(kept.get(key)).toBeDefined();
  });

  it('tells seen keys from new ones, with few false "seen" when full', () => {
    const doorkeeper = new Doorkeeper(10_000);
    let firstSeen = 0;
    for (let i = 0; i < 10_000; i++) if (doorkeeper.seen(`key ${i}`)) firstSeen++;
    expect(firstSeen).toBeLessThan(200); // a Bloom filter's false "seen": an answer kept one request early
    for (let i = 0; i < 10_000; i++) expect(doorkeeper.seen(`key ${i}`)).toBe(true);
    // a full filter is cleared as it takes the next key: what was asked once long ago is forgotten
    let falseSeen = 0;
    for (let i = 0; i < 5_000; i++) if (doorkeeper.seen(`other ${i}`)) falseSeen++;
    expect(falseSeen).toBeLessThan(100);
    expect(doorkeeper.seen('key 1')).toBe(false);
  });
});
