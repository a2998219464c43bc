-- The inputs of aggregate.sql from the records matching ${filter} (record-filter.sql, formatted): the records grouped
-- by source, country and taxon (g), their distinct coordinates (located) and those rounded to 2 decimals (pts).
-- ${countryNames} names the ISO codes whose source gives no country name.
m AS MATERIALIZED (
  SELECT o.taxon_id, o.latitude, o.longitude, o.country_code, coalesce(o.country, cn.name) AS country, o.source,
         o.source_id, o.year
  FROM occurrence o
  LEFT JOIN json_to_recordset(${countryNames}::json) AS cn(code text, name text) ON cn.code = o.country_code
  WHERE ${filter:raw}
),
-- the statistics work on records grouped by source, country and taxon (thousands of rows, not ~300k records)
g AS MATERIALIZED (
  SELECT source, source_id, country_code, country, taxon_id, count(*)::int AS n,
         (count(*) FILTER (WHERE latitude IS NULL OR longitude IS NULL))::int AS unplaced,
         min(latitude) AS south, max(latitude) AS north, min(longitude) AS west, max(longitude) AS east,
         min(year) AS first_year, max(year) AS last_year
  FROM m GROUP BY 1, 2, 3, 4, 5
),
-- the map outputs work on distinct coordinates with their record counts
located AS MATERIALIZED (
  SELECT latitude, longitude, count(*)::int AS n FROM m
  WHERE latitude IS NOT NULL AND longitude IS NOT NULL GROUP BY 1, 2
),
pts AS (
  SELECT round(latitude::numeric, 2)::float8 AS lat, round(longitude::numeric, 2)::float8 AS lon, sum(n)::int AS count
  FROM located GROUP BY 1, 2
)
