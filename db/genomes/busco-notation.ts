// Parses BUSCO notation strings such as 'C:98.5 [S:97, D:1.5], F:0.5, M:0.9, n:5286'.

export interface BuscoSummary {
  complete: number | null;
  single: number | null;
  duplicated: number | null;
  fragmented: number | null;
  missing: number | null;
  markers: number | null;
}

/** Each field is read on its own, so the separators sources vary on (', ' vs ' ') do not matter. */
export function parseBuscoSummary(summary: string): BuscoSummary {
  const field = (key: string): number | null => {
    const match = new RegExp(`(?:^|[\\s,\\[])${key}:\\s*(-?[0-9]+(?:\\.[0-9]+)?)%?`).exec(summary);
    return match ? Number(match[1]) : null;
  };
  return {
    complete: field('C'),
    single: field('S'),
    duplicated: field('D'),
    fragmented: field('F'),
    missing: field('M'),
    markers: field('n'),
  };
}
