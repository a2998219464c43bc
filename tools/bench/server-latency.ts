// The service's own view of a load: per operation, how many requests it answered, their mean time and the bucket
// holding their p99, read from /metrics (http_request_duration_seconds), ranked by the time they took in total — which
// operations a mixed load's slow tail comes from (the client's latency also holds the wait before the service reads).

interface OperationTime {
  operation: string;
  count: number;
  seconds: number;
  /** Cumulative counts by bucket upper bound (seconds, ascending). */
  buckets: [number, number][];
}

/** Parses the histogram lines of a Prometheus exposition, summed over statuses per operation. */
export function operationTimes(exposition: string): OperationTime[] {
  const byOperation = new Map<string, OperationTime>();
  const entry = (operation: string) => {
    let times = byOperation.get(operation);
    if (!times) byOperation.set(operation, (times = { operation, count: 0, seconds: 0, buckets: [] }));
    return times;
  };
  const line = /^http_request_duration_seconds_(bucket|sum|count)\{([^}]*)\} (\S+)$/;
  for (const text of exposition.split('\n')) {
    const match = line.exec(text);
    if (!match) continue;
    const labels = Object.fromEntries([...match[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const times = entry(labels.operation ?? '?');
    const value = Number(match[3]);
    if (match[1] === 'sum') times.seconds += value;
    else if (match[1] === 'count') times.count += value;
    else {
      const le = labels.le === '+Inf' ? Infinity : Number(labels.le);
      const bucket = times.buckets.find(([bound]) => bound === le);
      if (bucket) bucket[1] += value;
      else times.buckets.push([le, value]);
    }
  }
  for (const times of byOperation.values()) times.buckets.sort((a, b) => a[0] - b[0]);
  return [...byOperation.values()].sort((a, b) => b.seconds - a.seconds);
}

/** The upper bound of the bucket holding the p-th percentile (ms; Infinity past the last bound). */
function bucketPercentileMs(times: OperationTime, p: number): number {
  const rank = (p / 100) * times.count;
  const bucket = times.buckets.find(([, cumulative]) => cumulative >= rank);
  return (bucket?.[0] ?? Infinity) * 1000;
}

/** The `top` operations by total time, one line each. */
export async function serverLatencyReport(url: string, top = 12): Promise<string[]> {
  const response = await fetch(new URL('/metrics', url));
  if (!response.ok) return [`/metrics answered ${response.status}: no per-operation figures`];
  const times = operationTimes(await response.text()).filter((t) => t.count > 0);
  const total = times.reduce((sum, t) => sum + t.seconds, 0);
  return [
    `service-side time by operation (top ${top} of ${times.length}; share of the service's request time, mean, p99 bucket):`,
    ...times
      .slice(0, top)
      .map(
        (t) =>
          `  ${t.operation.padEnd(34)} ${String(t.count).padStart(7)} req  ${((100 * t.seconds) / total).toFixed(1).padStart(5)} %  mean ${((1000 * t.seconds) / t.count).toFixed(1).padStart(6)} ms  p99 ≤ ${bucketPercentileMs(t, 99)} ms`,
      ),
  ];
}
