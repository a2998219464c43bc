// The contract's routes, compiled once: path templates to regexes with their parameter names, ordered as openapi-backend
// orders them (the most literal template first), so a request is matched by one pass of precompiled regexes.
import type { Operation } from 'openapi-backend';

export type RouteResult =
  | { readonly kind: 'matched'; readonly operation: Operation; readonly params: Record<string, string> }
  | { readonly kind: 'methodNotAllowed'; readonly allowed: readonly string[] }
  | { readonly kind: 'notFound' };

interface Route {
  readonly operation: Operation;
  readonly method: string;
  readonly regex: RegExp;
  readonly names: readonly string[];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

function compile(operation: Operation): Route {
  const names: string[] = [];
  const source = operation.path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegex(part);
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { operation, method: operation.method.toLowerCase(), regex: new RegExp(`^${source}$`), names };
}

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Undecodable text stays as sent: the text check (http/request-text.ts) refuses it with a 400 right after routing. */
function decodeOrRaw(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The literal part of a template: the longer, the more specific (`/genomes/stats` before `/genomes/{id}`). */
const specificity = (path: string) => path.replace(/\{.*?\}/g, '').length;

/**
 * Matches requests to operations as openapi-backend's router does (trailing slashes ignored, path parameters
 * percent-decoded, 405 when the path exists under other methods), without building a regex per operation per request.
 */
export function createRouter(operations: readonly Operation[]): (method: string, path: string) => RouteResult {
  const routes = operations
    .map(compile)
    // a stable sort: among equally specific templates, the document's order decides, as before
    .sort((a, b) => specificity(b.operation.path) - specificity(a.operation.path));
  return (method, requestPath) => {
    let path = requestPath.trim();
    while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
    const wanted = method.toLowerCase();
    let allowed: string[] | null = null;
    for (const route of routes) {
      const match = route.regex.exec(path);
      if (!match) continue;
      if (route.method !== wanted) {
        (allowed ??= []).push(route.method.toUpperCase());
        continue;
      }
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => (params[name] = decodeOrRaw(match[i + 1]!)));
      return { kind: 'matched', operation: route.operation, params };
    }
    return allowed
      ? { kind: 'methodNotAllowed', allowed: METHOD_ORDER.filter((m) => allowed.includes(m)) }
      : { kind: 'notFound' };
  };
}
