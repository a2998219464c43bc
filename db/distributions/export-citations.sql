-- The data sources and the record licences of the occurrence records a filter selects (${filter} is
-- record-filter.sql, formatted): an export's citation block, most records first.
WITH picked AS MATERIALIZED (SELECT o.source_id, o.licence FROM occurrence o WHERE ${filter:raw})
SELECT
  (SELECT coalesce(json_agg(s ORDER BY s.records DESC, s."sourceId"), '[]'::json)
   FROM (SELECT d.id AS "sourceId", d.title, d.licence, d.citation, d.url, count(*)::int AS records
         FROM picked p JOIN data_source d ON d.id = p.source_id GROUP BY d.id) s) AS sources,
  (SELECT coalesce(json_agg(l ORDER BY l.records DESC, l.licence), '[]'::json)
   FROM (SELECT licence, count(*)::int AS records FROM picked GROUP BY licence) l) AS licences
