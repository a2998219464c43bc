-- Ecology and morphology under a node: host-plant families, occurrence countries, LepTraits flight months/wingspan,
-- and the flight period from dated occurrences (precomputed per species at load: db/distributions/flight-periods.sql).
-- Plant families and countries sum the per-taxon rollups (db/taxonomy/taxon-rollups.sql), not the records.
WITH sub AS (SELECT id FROM taxon WHERE path @> ARRAY[${id}::int]),
plants AS (
  SELECT hostplant_family AS value, sum(records)::int AS n FROM taxon_hostplant_rollup
  WHERE taxon_id IN (SELECT id FROM sub) AND hostplant_family IS NOT NULL GROUP BY 1
),
-- countries keyed by ISO code where the source gives one (labelled with its name when any record has it)
countries AS (
  SELECT coalesce(max(country), max(country_code)) AS value, sum(records)::int AS n FROM taxon_occurrence_rollup
  WHERE taxon_id IN (SELECT id FROM sub) AND country_key IS NOT NULL
  GROUP BY country_key
),
traits AS (SELECT * FROM species_trait WHERE taxon_id IN (SELECT id FROM sub))
SELECT
  (SELECT count(*)::int FROM plants) AS hostplant_family_count,
  coalesce((SELECT json_agg(json_build_object('value', value, 'count', n) ORDER BY n DESC, value)
            FROM (SELECT * FROM plants ORDER BY n DESC, value LIMIT ${top}) p), '[]'::json) AS hostplant_families,
  (SELECT count(*)::int FROM countries) AS country_count,
  coalesce((SELECT json_agg(json_build_object('value', value, 'count', n) ORDER BY n DESC, value)
            FROM (SELECT * FROM countries ORDER BY n DESC, value LIMIT ${top}) c), '[]'::json) AS countries,
  (SELECT count(*)::int FROM traits WHERE flight_months IS NOT NULL) AS flight_species,
  (SELECT array_agg(n ORDER BY m) FROM (
     SELECT m, count(*) FILTER (WHERE t.flight_months[m])::int AS n
     FROM generate_series(1, 12) m CROSS JOIN traits t WHERE t.flight_months IS NOT NULL GROUP BY m) f) AS flight_month_species,
  (SELECT count(*)::int FROM traits WHERE coalesce(wingspan_lower, wingspan_upper) IS NOT NULL) AS wingspan_species,
  (SELECT min(wingspan_lower) FROM traits) AS wingspan_min,
  (SELECT max(wingspan_upper) FROM traits) AS wingspan_max,
  (SELECT count(*)::int FROM traits WHERE coalesce(forewing_lower, forewing_upper) IS NOT NULL) AS forewing_species,
  (SELECT min(forewing_lower) FROM traits) AS forewing_min,
  (SELECT max(forewing_upper) FROM traits) AS forewing_max,
  coalesce((SELECT json_agg(json_build_object('value', v, 'count', n) ORDER BY n DESC, v) FROM (
     SELECT voltinism AS v, count(*)::int AS n FROM traits WHERE voltinism IS NOT NULL GROUP BY 1) x), '[]'::json) AS voltinism,
  (SELECT period FROM taxon_flight_period WHERE taxon_id = ${id}) AS flight_period
