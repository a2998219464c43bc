-- Everything the in-memory per-node aggregates (node-aggregates.ts) hold, read once per data version in one round trip:
-- what aggregate-subtree.sql and aggregate.sql read per request. ${countryNames} names the ISO codes whose source gives
-- no country name, as in aggregate-subtree.sql. Orders that compare text are taken from here (the database's
-- collation), never redone in JavaScript.

-- 1. every taxon as the by-node answer names it
SELECT id, parent_id, name, rank FROM taxon;

-- 2. every text value the aggregate groups, orders or takes the min of, in collation order (its index is its rank)
WITH g AS (
  SELECT r.source, r.country_code, coalesce(r.country, cn.name) AS country, ds.title
  FROM occurrence_group_rollup r
  LEFT JOIN json_to_recordset(${countryNames}::json) AS cn(code text, name text) ON cn.code = r.country_code
  LEFT JOIN data_source ds ON ds.id = r.source_id
)
SELECT v FROM (
  SELECT source AS v FROM g UNION SELECT country_code FROM g UNION SELECT country FROM g UNION SELECT title FROM g
) s WHERE v IS NOT NULL ORDER BY v;

-- 3. the records' groups per taxon (db/taxonomy/taxon-rollups.sql), with the country name and the source's title
SELECT r.taxon_id, r.source, ds.title, r.country_code, coalesce(r.country, cn.name) AS country, r.records, r.unplaced,
       r.south, r.north, r.west, r.east, r.first_year, r.last_year
FROM occurrence_group_rollup r
LEFT JOIN json_to_recordset(${countryNames}::json) AS cn(code text, name text) ON cn.code = r.country_code
LEFT JOIN data_source ds ON ds.id = r.source_id;

-- 4. rounded coordinates per taxon, each with its coordinate's place in (lat, lon) order
SELECT taxon_id, lat, lon, records, (dense_rank() OVER (ORDER BY lat, lon))::int - 1 AS coordinate
FROM occurrence_point_rollup
