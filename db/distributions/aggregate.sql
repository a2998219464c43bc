-- Aggregates of the chosen records (${inputs}: the CTEs g, located and pts, from aggregate-records.sql over a filter of the
-- records or from aggregate-subtree.sql over the per-taxon rollups of a node's subtree): totals, countries (most records
-- first), sources with bbox, bbox, years, a heatmap on the finest candidate cell size giving at most ${maxCells}
-- cells, and up to ${maxPoints} distinct coordinates rounded to 2 decimals (most records first). Records without
-- coordinates count in totals, countries and sources (recordsWithoutCoordinates) but in no map output.
WITH ${inputs:raw},
size AS (
  -- the first size (${cellSizes} runs finest first) whose distinct cells (one bigint each: rows × 10^6 + column)
  -- fit; LIMIT 1 stops counting at it, so coarser sizes are never counted
  SELECT coalesce(
    (SELECT s FROM unnest(${cellSizes}::float8[]) AS s
     WHERE (SELECT count(DISTINCT floor((latitude + 90) / s)::bigint * 1000000 + floor((longitude + 180) / s)::bigint)
            FROM located) <= ${maxCells}
     LIMIT 1),
    (SELECT max(s) FROM unnest(${cellSizes}::float8[]) AS s)) AS s
)
SELECT
  (SELECT json_build_object('records', coalesce(sum(n), 0), 'recordsWithoutCoordinates', coalesce(sum(unplaced), 0),
          'species', count(DISTINCT taxon_id), 'countries', count(DISTINCT coalesce(country_code, country))) FROM g) AS totals,
  (SELECT coalesce(json_agg(c ORDER BY c.records DESC, c.country), '[]') FROM (
     SELECT country_code AS "countryCode", coalesce(min(country), country_code) AS country,
            sum(n)::int AS records, count(DISTINCT taxon_id)::int AS species
     FROM g WHERE country_code IS NOT NULL OR country IS NOT NULL
     GROUP BY country_code, CASE WHEN country_code IS NULL THEN country END) c) AS countries,
  (SELECT coalesce(json_agg(s ORDER BY s.source), '[]') FROM (
     SELECT g.source, min(ds.title) AS label, sum(n)::int AS records, sum(unplaced)::int AS "recordsWithoutCoordinates",
            count(DISTINCT taxon_id)::int AS species,
            CASE WHEN count(south) > 0 THEN json_build_array(min(west), min(south), max(east), max(north)) END AS bbox
     FROM g JOIN data_source ds ON ds.id = g.source_id GROUP BY g.source) s) AS sources,
  (SELECT CASE WHEN count(south) > 0 THEN json_build_array(min(west), min(south), max(east), max(north)) END FROM g) AS bbox,
  (SELECT json_build_object('min', min(first_year), 'max', max(last_year)) FROM g) AS year_range,
  -- only what was asked for is computed: the overview has no points, the by-node aggregate no heatmap
  CASE WHEN ${maxCells} > 0 THEN (SELECT s FROM size) END AS cell_size,
  CASE WHEN ${maxCells} > 0 THEN (SELECT coalesce(json_agg(h), '[]') FROM (
     -- centres in numeric: every candidate size's centres have at most 3 decimals, so no float noise (59.550000000000004)
     SELECT least(90, round(((floor(latitude / size.s) + 0.5) * size.s)::numeric, 3))::float8 AS lat,
            least(180, round(((floor(longitude / size.s) + 0.5) * size.s)::numeric, 3))::float8 AS lon,
            sum(n)::int AS weight
     FROM located, size GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2) h) END AS heatmap,
  CASE WHEN ${maxPoints} > 0 THEN (SELECT coalesce(json_agg(p), '[]') FROM (SELECT lat, lon, count FROM pts ORDER BY count DESC, lat, lon LIMIT ${maxPoints}) p) END AS points,
  CASE WHEN ${maxPoints} > 0 THEN (SELECT count(*) > ${maxPoints} FROM pts) ELSE false END AS truncated
