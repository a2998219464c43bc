-- Aggregates of the matching records (${matching} is matching.sql, formatted): totals, countries (most records
-- first), sources with bbox, bbox, years, a heatmap on the finest candidate cell size giving at most ${maxCells}
-- cells, and up to ${maxPoints} distinct coordinates rounded to 2 decimals (most records first).
WITH m AS MATERIALIZED (${matching:raw}),
located AS (SELECT * FROM m WHERE latitude IS NOT NULL AND longitude IS NOT NULL),
size AS (
  SELECT coalesce(min(s) FILTER (WHERE cells <= ${maxCells}), max(s)) AS s FROM (
    -- one bigint per cell (rows × 10^6 + column) counts far faster than a composite key
    SELECT s, (SELECT count(DISTINCT floor((latitude + 90) / s)::bigint * 1000000 + floor((longitude + 180) / s)::bigint) FROM located) AS cells
    FROM unnest(${cellSizes}::float8[]) AS s) c
),
pts AS (
  SELECT round(latitude::numeric, 2)::float8 AS lat, round(longitude::numeric, 2)::float8 AS lon, count(*)::int AS count
  FROM located GROUP BY 1, 2
)
SELECT
  (SELECT json_build_object('records', count(*), 'species', count(DISTINCT taxon_id),
          'countries', count(DISTINCT coalesce(country_code, country))) FROM m) AS totals,
  (SELECT coalesce(json_agg(c ORDER BY c.records DESC, c.country), '[]') FROM (
     SELECT country_code AS "countryCode", coalesce(min(country), country_code) AS country,
            count(*)::int AS records, count(DISTINCT taxon_id)::int AS species
     FROM m WHERE country_code IS NOT NULL OR country IS NOT NULL
     GROUP BY country_code, CASE WHEN country_code IS NULL THEN country END) c) AS countries,
  (SELECT coalesce(json_agg(s ORDER BY s.source), '[]') FROM (
     SELECT m.source, min(ds.title) AS label, count(*)::int AS records, count(DISTINCT taxon_id)::int AS species,
            CASE WHEN count(latitude) > 0 THEN json_build_array(min(longitude), min(latitude), max(longitude), max(latitude)) END AS bbox
     FROM m JOIN data_source ds ON ds.id = m.source_id GROUP BY m.source) s) AS sources,
  (SELECT CASE WHEN count(*) > 0 THEN json_build_array(min(longitude), min(latitude), max(longitude), max(latitude)) END FROM located) AS bbox,
  (SELECT json_build_object('min', min(year), 'max', max(year)) FROM m) AS year_range,
  (SELECT s FROM size) AS cell_size,
  CASE WHEN ${maxCells} > 0 THEN (SELECT coalesce(json_agg(h), '[]') FROM (
     SELECT least(90, (floor(latitude / size.s) + 0.5) * size.s) AS lat, least(180, (floor(longitude / size.s) + 0.5) * size.s) AS lon,
            count(*)::int AS weight
     FROM located, size GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2) h) END AS heatmap,
  CASE WHEN ${maxPoints} > 0 THEN (SELECT coalesce(json_agg(p), '[]') FROM (SELECT lat, lon, count FROM pts ORDER BY count DESC, lat, lon LIMIT ${maxPoints}) p) END AS points,
  (SELECT count(*) > ${maxPoints} FROM pts) AS truncated
