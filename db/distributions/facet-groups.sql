-- Raw facet counts over the records matching ${filter} (record-filter.sql, formatted), one JSON array of
-- [key, records] pairs per facet; a facet not asked for (${want} lacks it) is not computed. Keys are what the records
-- hold (name group, raw basisOfRecord, taxon id): the repository maps them to families, GBIF forms and ranks.
WITH m AS MATERIALIZED (
  SELECT o.country_code, o.year, o.month, o.source, o.name_group, o.basis_of_record, o.taxon_id
  FROM occurrence o WHERE ${filter:raw}
)
SELECT
  CASE WHEN 'country' = ANY (${want}) THEN (SELECT json_agg(json_build_array(country_code, n)) FROM (
    SELECT country_code, count(*)::int AS n FROM m WHERE country_code IS NOT NULL GROUP BY 1) x) END AS country,
  CASE WHEN 'year' = ANY (${want}) THEN (SELECT json_agg(json_build_array(year::text, n)) FROM (
    SELECT year, count(*)::int AS n FROM m WHERE year IS NOT NULL GROUP BY 1) x) END AS year,
  CASE WHEN 'month' = ANY (${want}) THEN (SELECT json_agg(json_build_array(month::text, n)) FROM (
    SELECT month, count(*)::int AS n FROM m WHERE month IS NOT NULL GROUP BY 1) x) END AS month,
  CASE WHEN 'source' = ANY (${want}) THEN (SELECT json_agg(json_build_array(source, n)) FROM (
    SELECT source, count(*)::int AS n FROM m GROUP BY 1) x) END AS source,
  CASE WHEN 'family' = ANY (${want}) THEN (SELECT json_agg(json_build_array(name_group, n)) FROM (
    SELECT name_group, count(*)::int AS n FROM m GROUP BY 1) x) END AS family,
  CASE WHEN 'basisOfRecord' = ANY (${want}) THEN (SELECT json_agg(json_build_array(basis_of_record, n)) FROM (
    SELECT basis_of_record, count(*)::int AS n FROM m WHERE basis_of_record IS NOT NULL GROUP BY 1) x) END
    AS "basisOfRecord",
  CASE WHEN 'taxonId' = ANY (${want}) THEN (SELECT json_agg(json_build_array(taxon_id, n)) FROM (
    SELECT taxon_id, count(*)::int AS n FROM m WHERE taxon_id IS NOT NULL GROUP BY 1) x) END AS "taxonId"
