// Prometheus metrics (prom-client): request counts and latency by operation and status, pool gauges.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface Metrics {
  readonly registry: Registry;
  /**
   * The exposition text. Scrapes that arrive while one is being collected share it (each collection queries the
   * job table): under many concurrent scrapes the cost stays one collection at a time, and no answer is older than it.
   */
  exposition(): Promise<string>;
  observeRequest(operationId: string, method: string, status: number, seconds: number): void;
  /** Lets later subsystems (job queues, worker pools) publish gauges on the same registry. */
  registerGauge(
    name: string,
    help: string,
    labelNames: string[],
    collect: (gauge: Gauge) => void | Promise<void>,
  ): void;
}

export function createMetrics(poolStats: () => PoolStats): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by operationId, method and status',
    labelNames: ['operation', 'method', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by operationId and status',
    labelNames: ['operation', 'status'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = poolStats();
      this.set({ state: 'total' }, stats.totalCount);
      this.set({ state: 'idle' }, stats.idleCount);
      this.set({ state: 'waiting' }, stats.waitingCount);
    },
  });
  let collecting: Promise<string> | null = null;
  return {
    registry,
    exposition() {
      collecting ??= registry.metrics().finally(() => (collecting = null));
      return collecting;
    },
    observeRequest(operationId, method, status, seconds) {
      const labels = { operation: operationId, status: String(status) };
      requests.inc({ ...labels, method });
      latency.observe(labels, seconds);
    },
    registerGauge(name, help, labelNames, collect) {
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          await collect(this);
        },
      });
    },
  };
}
