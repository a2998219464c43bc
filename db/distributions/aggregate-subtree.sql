-- The inputs of aggregate.sql for the records of node ${nodeId} and its descendants, from the per-taxon rollups built
-- at load (db/taxonomy/taxon-rollups.sql): the same groups (g) and rounded coordinates (pts) that aggregate-records.sql
-- makes of the records, summed over the subtree's taxa. A node's aggregate asks for no heatmap: located stays empty.
-- ${countryNames} names the ISO codes whose source gives no country name. The subtree's taxa are one array (an
-- InitPlan), so the rollups are read through their taxon index whatever the subtree's size.
g AS MATERIALIZED (
  SELECT r.source, r.source_id, r.country_code, coalesce(r.country, cn.name) AS country, r.taxon_id, r.records AS n,
         r.unplaced, r.south, r.north, r.west, r.east, r.first_year, r.last_year
  FROM occurrence_group_rollup r
  LEFT JOIN json_to_recordset(${countryNames}::json) AS cn(code text, name text) ON cn.code = r.country_code
  WHERE r.taxon_id = ANY (ARRAY(SELECT id FROM taxon WHERE path @> ARRAY[${nodeId}::int]))
),
located AS (SELECT NULL::float8 AS latitude, NULL::float8 AS longitude, 0 AS n WHERE false),
pts AS (
  SELECT lat, lon, sum(records)::int AS count
  FROM occurrence_point_rollup
  WHERE taxon_id = ANY (ARRAY(SELECT id FROM taxon WHERE path @> ARRAY[${nodeId}::int])) GROUP BY 1, 2
)
