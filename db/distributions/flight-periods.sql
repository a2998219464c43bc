-- Flight periods (taxon_flight_period, db/migrations/009): for every species, segregate and subspecies, the
-- occurrences dated to the month of it and of the taxa below it, counted per month and per source, with a
-- day-of-year summary of those dated to the day: nearest-rank percentiles (percentile_disc's rule: the first day
-- whose cumulative share of records reaches the fraction), first and last day. Stored in the contract's
-- FlightPeriod shape, so the node detail only looks it up. Runs after taxon-derived.sql (taxon.path).
WITH grouped AS MATERIALIZED (
  -- records grouped first: tens of thousands of groups, not ~300k records
  SELECT taxon_id, source, month, day_of_year, count(*)::int AS n
  FROM occurrence WHERE month IS NOT NULL AND taxon_id IS NOT NULL
  GROUP BY 1, 2, 3, 4
),
species_of AS (
  -- each taxon with dated records → the species-level taxa on its path (itself included): a few thousand pairs
  SELECT t.id AS taxon_id, s.id AS species_id
  FROM (SELECT DISTINCT taxon_id FROM grouped) d
  JOIN taxon t ON t.id = d.taxon_id
  CROSS JOIN LATERAL unnest(t.path) AS a(id)
  JOIN taxon s ON s.id = a.id AND s.rank IN ('species', 'segregate', 'subspecies')
),
dated AS (
  SELECT sp.species_id AS taxon_id, g.source, g.month, g.day_of_year, g.n
  FROM grouped g JOIN species_of sp USING (taxon_id)
),
months AS (
  SELECT taxon_id, jsonb_agg(jsonb_build_object('month', month, 'records', n) ORDER BY month) AS months,
         sum(n)::int AS records
  FROM (SELECT taxon_id, month, sum(n)::int AS n FROM dated GROUP BY 1, 2) m
  GROUP BY 1
),
sources AS (
  SELECT taxon_id, jsonb_agg(jsonb_build_object('source', source, 'records', n) ORDER BY n DESC, source) AS sources
  FROM (SELECT taxon_id, source, sum(n)::int AS n FROM dated GROUP BY 1, 2) s
  GROUP BY 1
),
cumulative AS (
  SELECT taxon_id, day_of_year,
         sum(n) OVER (PARTITION BY taxon_id ORDER BY day_of_year) AS below,
         sum(n) OVER (PARTITION BY taxon_id) AS total
  FROM (SELECT taxon_id, day_of_year, sum(n) AS n FROM dated WHERE day_of_year IS NOT NULL GROUP BY 1, 2) d
),
days AS (
  -- integer comparisons (below / total >= 0.1 as 10 × below >= total): no rounding at the boundaries
  SELECT taxon_id,
         jsonb_build_object(
           'records', max(total)::int,
           'p10', min(day_of_year) FILTER (WHERE 10 * below >= total),
           'median', min(day_of_year) FILTER (WHERE 2 * below >= total),
           'p90', min(day_of_year) FILTER (WHERE 10 * below >= 9 * total),
           'first', min(day_of_year),
           'last', max(day_of_year)) AS summary
  FROM cumulative GROUP BY 1
)
INSERT INTO taxon_flight_period (taxon_id, records, period)
SELECT m.taxon_id, m.records,
       jsonb_build_object('records', m.records, 'months', m.months, 'dayOfYear', d.summary, 'sources', s.sources)
FROM months m
JOIN sources s USING (taxon_id)
LEFT JOIN days d USING (taxon_id);
