// General operations: API root, health, version, stats, summary, about, the document, Swagger UI, metrics.
import type { Config } from '../config.js';
import { ApiError } from '../core/errors.js';
import type { GeneralRepo } from '../db/dataset/index.js';
import type { Schema } from '../generated/operations.js';
import type { Metrics } from '../http/metrics.js';
import type { MetricsAccess } from '../http/metrics-access.js';
import type { TagHandlers } from '../http/operation.js';
import type { TagModule } from '../http/policy.js';
import { json, raw } from '../http/reply.js';
import { swaggerIndexHtml } from '../http/swagger.js';
import type { Health } from '../services/health.js';

export interface GeneralDeps {
  readonly config: Config;
  /** The bundled contract this server routes by, served as is. */
  readonly document: { readonly openapi: string };
  readonly general: GeneralRepo;
  /** The loaded data version, known without asking the database again (core/data-version.ts). */
  readonly dataVersion: () => Promise<string | null>;
  readonly metrics: Metrics | null;
  /** Who may read the metrics (METRICS_ALLOW, METRICS_TOKEN). */
  readonly metricsAccess: MetricsAccess;
  readonly health: Health;
  /** The paths the API root lists: the operations whose policy says `listedAtRoot`, in the handler modules' order. */
  readonly rootPaths: readonly string[];
}

export const generalModule: TagModule<'General', GeneralDeps> = {
  handlers: createGeneralHandlers,
  policy: {
    getApiRoot: { cache: true, warmUp: 'once' },
    getHealth: { listedAtRoot: true },
    getVersion: { cache: true, listedAtRoot: true },
    getStats: { cache: true, warmUp: 'once', listedAtRoot: true },
    getMetaSummary: { cache: true, warmUp: 'once', listedAtRoot: true },
    getAbout: { cache: true, warmUp: 'once' },
    getOpenApiDocument: { cache: true, warmUp: 'once' },
    getSwaggerUi: { cache: true },
    // live state: never kept
    getMetrics: {},
  },
};

const API_VERSION = 'v1';
/** The OpenAPI version the contract is written in (/version reports it; the contract allows only this one). */
const OPENAPI_VERSION: Schema<'VersionData'>['openapiVersion'] = '3.0.3';

/**
 * JSON in ASCII: every character beyond it written as a \uXXXX escape (as Python's json.dumps does by default). The
 * same document once parsed; a client decodes the 237 KB on its ASCII fast path — measured in Node, 0.54 ms with
 * its ~60 dashes and signs as UTF-8, 0.06 ms as ASCII, per decode.
 */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function createGeneralHandlers(deps: GeneralDeps): TagHandlers<'General'> {
  const { config, general } = deps;
  if (deps.document.openapi !== OPENAPI_VERSION) {
    throw new Error(
      `The contract is OpenAPI ${deps.document.openapi}; this server serves OpenAPI ${OPENAPI_VERSION} only.`,
    );
  }

  /** The loaded dataset's version and time; every data-backed answer needs one. */
  async function requireLoad() {
    const load = await general.latestLoad();
    if (!load)
      throw new ApiError('DATABASE_UNAVAILABLE', 'The dataset has not been loaded yet; try again shortly.', undefined, {
        'Retry-After': '30',
      });
    return load;
  }

  return {
    getApiRoot: () =>
      json({
        name: 'Lepidoptera Biodiversity Data Service',
        version: API_VERSION,
        description:
          'Open data on butterflies and moths: taxonomy, genomes, DNA barcodes, occurrences, host plants, literature and analyses.',
        documentation: { openapi: '/api/v1/openapi.json', swagger: '/swagger/index.html' },
        endpoints: [...deps.rootPaths],
      }),

    async getHealth() {
      const { status, subsystems } = await deps.health.check();
      return json({ status, service: config.serviceName, version: API_VERSION, subsystems });
    },

    async getVersion() {
      // the known data version: /version answers while the database is stalled, as the reads from memory do
      const dataVersion = await deps.dataVersion();
      return json({
        apiVersion: API_VERSION,
        version: config.packageVersion,
        gitCommit: config.gitCommit,
        buildTime: config.buildTime,
        node: process.version,
        dataVersion,
        openapiVersion: OPENAPI_VERSION,
      });
    },

    async getStats() {
      const [load, sources] = await Promise.all([general.latestLoad(), general.sourceRecords()]);
      const domains = new Map<Schema<'DataDomain'>, Schema<'DomainStats'>>();
      for (const source of sources) {
        const entry = domains.get(source.domain) ?? { domain: source.domain, records: 0, sources: [] };
        entry.records += source.records;
        entry.sources.push({
          sourceId: source.id,
          title: source.title,
          licence: source.licence,
          citation: source.citation,
          records: source.records,
          dropped: source.dropped,
          unresolved: source.unresolved,
        });
        domains.set(source.domain, entry);
      }
      const list = [...domains.values()];
      return json({
        dataVersion: load?.dataVersion ?? null,
        updatedAt: load?.finishedAt.toISOString() ?? null,
        totals: { records: list.reduce((sum, d) => sum + d.records, 0) },
        domains: list,
      });
    },

    async getMetaSummary() {
      const [load, counts] = await Promise.all([requireLoad(), general.summaryCounts()]);
      return json({
        families: counts.families,
        species: counts.species,
        barcodes: counts.barcodes,
        dataDomains: counts.dataDomains,
        updatedAt: load.finishedAt.toISOString(),
      });
    },

    async getAbout() {
      const [load, counts, sources] = await Promise.all([
        requireLoad(),
        general.summaryCounts(),
        general.sourceRecords(),
      ]);
      return json({
        name: 'Lepidoptera Biodiversity Data Service',
        description:
          'An open-source HTTP API over openly licensed Lepidoptera data; every record keeps its source, licence and citation.',
        version: config.packageVersion,
        gitCommit: config.gitCommit ?? 'unknown',
        dataVersion: load.dataVersion,
        speciesCount: counts.species,
        genomeCount: counts.genomes,
        updatedAt: load.finishedAt.toISOString(),
        sources: sources.map((s) => ({
          id: s.id,
          title: s.title,
          domain: s.domain,
          licence: s.licence,
          citation: s.citation,
          url: s.url,
          caveat: s.caveat,
          records: s.records,
        })),
      });
    },

    getOpenApiDocument: () =>
      raw(asciiJson(deps.document), 'application/json', 200, { 'Cache-Control': 'public, max-age=300' }),

    getSwaggerUi: () => raw(swaggerIndexHtml(), 'text/html', 200),

    async getMetrics({ clientIp, headers }) {
      if (!deps.metrics)
        throw new ApiError('NOT_FOUND', 'Metrics are disabled on this server (METRICS_ENABLED=false).');
      deps.metricsAccess(clientIp, headers.authorization);
      return raw(await deps.metrics.exposition(), deps.metrics.registry.contentType, 200);
    },
  };
}
