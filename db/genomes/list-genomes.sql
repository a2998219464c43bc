-- A page of genome assemblies, the total and GBIF-style facets (each facet counted under every filter but its own).
WITH tagged AS (
  ${tagged:raw}
),
filtered AS (
  SELECT * FROM tagged WHERE f_family AND f_subfamily AND f_source AND f_browser
)
SELECT
  (SELECT count(*) FROM filtered) AS total,
  (SELECT coalesce(json_agg(p), '[]') FROM (
     SELECT id, verbatim_name, common_name, family, subfamily, genus, size_mb, scaffold_n50_kb,
            busco_complete_pct, source, accession, assembly_name, level, has_browser
     FROM filtered
     ORDER BY ${orderBy:raw}
     LIMIT ${limit} OFFSET ${offset}) p) AS items,
  (SELECT coalesce(json_agg(json_build_object('value', v, 'count', n) ORDER BY n DESC, v), '[]') FROM (
     SELECT family AS v, count(*) AS n FROM tagged
     WHERE family IS NOT NULL AND f_subfamily AND f_source AND f_browser GROUP BY family) f) AS families,
  (SELECT coalesce(json_agg(json_build_object('value', v, 'count', n) ORDER BY n DESC, v), '[]') FROM (
     SELECT subfamily AS v, count(*) AS n FROM tagged
     WHERE subfamily IS NOT NULL AND f_family AND f_source AND f_browser GROUP BY subfamily) f) AS subfamilies,
  (SELECT coalesce(json_agg(json_build_object('value', v, 'count', n) ORDER BY n DESC, v), '[]') FROM (
     SELECT source AS v, count(*) AS n FROM tagged
     WHERE f_family AND f_subfamily AND f_browser GROUP BY source) f) AS sources
