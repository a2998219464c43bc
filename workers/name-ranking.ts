// The taxonomy name search on a thread of its own (core/name-search.ts): per data version, the ranking and the
// matches the service built and handed over (their arrays moved, not copied), then asked query by query — ranked, and
// composed into the answer's text — so neither the matching nor the answer's composition holds the event loop.
import { parentPort } from 'node:worker_threads';
import { NameRanking, type RankedNames, type RankingParts } from '../core/name-ranking.js';
import { NameMatches, NameSearch, type MatchesSource, type NameMatch } from '../core/name-search.js';

interface Query {
  readonly id: number;
  readonly version: string;
  readonly text: string;
  readonly limit: number;
}

export type NameRankingRequest =
  | {
      readonly id: number;
      readonly kind: 'build';
      readonly version: string;
      readonly parts: RankingParts;
      readonly matches: MatchesSource;
    }
  | (Query & { readonly kind: 'rank' | 'search' })
  | (Query & { readonly kind: 'answerText'; readonly query: string });

/**
 * `result`: the names built (build); the ranked names (rank), matches (search) or answer text (answerText) — null when
 * the SQL must answer or another version is held.
 */
export type NameRankingReply =
  | {
      readonly id: number;
      readonly result: number | RankedNames | { total: number; items: NameMatch[] } | string | null;
    }
  | { readonly id: number; readonly error: string };

let current: { version: string; search: NameSearch } | null = null;

function answer(request: NameRankingRequest): Extract<NameRankingReply, { result: unknown }>['result'] {
  if (request.kind === 'build') {
    current = null; // the old version's search is garbage before the new one is built
    const search = new NameSearch(new NameRanking(request.parts), new NameMatches(request.matches));
    current = { version: request.version, search };
    // the build's garbage (the message's rows, the pieces' maps) is several times what it keeps: collected now, while
    // the thread is idle, the old generation does not grow the first load from that high-water (when `npm start`'s
    // --expose-gc made gc callable, as app/warm-up.ts does for the main thread)
    (globalThis as { gc?: () => void }).gc?.();
    return search.size;
  }
  if (current?.version !== request.version) return null;
  switch (request.kind) {
    case 'rank':
      return current.search.rank(request.text, request.limit);
    case 'search':
      return current.search.search(request.text, request.limit);
    case 'answerText':
      return current.search.answerText(request.text, request.limit, request.query);
  }
}

parentPort?.on('message', (request: NameRankingRequest) => {
  let reply: NameRankingReply;
  try {
    reply = { id: request.id, result: answer(request) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
