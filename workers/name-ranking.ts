// The name search's ranking on a thread of its own (core/name-ranking.ts): per data version, the ranking the
// service built and handed over (its arrays moved, not copied), then asked query by query, so the matching never
// holds the event loop that answers requests.
import { parentPort } from 'node:worker_threads';
import { NameRanking, type RankedNames, type RankingParts } from '../core/name-ranking.js';

export type NameRankingRequest =
  | { readonly id: number; readonly kind: 'build'; readonly version: string; readonly parts: RankingParts }
  | {
      readonly id: number;
      readonly kind: 'rank';
      readonly version: string;
      readonly text: string;
      readonly limit: number;
    };

/** `result`: the names built (build), or the ranked names — null when the SQL must answer or another version is held. */
export type NameRankingReply =
  | { readonly id: number; readonly result: number | RankedNames | null }
  | { readonly id: number; readonly error: string };

let current: { version: string; ranking: NameRanking } | null = null;

function answer(request: NameRankingRequest): number | RankedNames | null {
  if (request.kind === 'build') {
    current = null; // the old version's ranking is garbage before the new one is built
    current = { version: request.version, ranking: new NameRanking(request.parts) };
    return current.ranking.size;
  }
  return current?.version === request.version ? current.ranking.rank(request.text, request.limit) : null;
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
