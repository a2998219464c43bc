// Paths of the contract's operations built from their operationId and typed parameters: a renamed path or parameter is a compile error, not a dead link.
import { OPERATIONS, type OperationId, type OperationTypes } from '../generated/operations.js';

type Params<K extends OperationId> = OperationTypes[K]['params'];
type Query<K extends OperationId> = Partial<OperationTypes[K]['query']>;

/** True for an operation without path parameters. */
export type WithoutParams<K extends OperationId> = Params<K> extends Record<string, never> ? true : false;

/** The arguments after the operationId: path parameters (required when the path has any), then query parameters. */
export type PathArgs<K extends OperationId> =
  WithoutParams<K> extends true ? [params?: Params<K>, query?: Query<K>] : [params: Params<K>, query?: Query<K>];

/** `/api/v1/niche-barcoding/jobs/{jobId}/upload` with `{ jobId }` and `{ fileName }` → `/api/v1/…/<id>/upload?fileName=…`. */
export function pathOf<K extends OperationId>(operationId: K, ...[params, query]: PathArgs<K>): string {
  let path: string = OPERATIONS[operationId].path;
  for (const [name, value] of Object.entries(params ?? {}))
    path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
  const search = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}
