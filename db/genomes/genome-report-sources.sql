-- The data sources of the assemblies the report lists (${tagged} is genome-match.sql, formatted, as in
-- genome-report.sql), for an export's citation block: per source the assemblies it gives a value of the report to —
-- the catalog row's own source, the source of its BUSCO values, and the source of a contig N50 the report takes from
-- the SciLifeLab portal or Wright et al. 2024 — and per source the assemblies whose own source it is (their licence).
WITH picked AS MATERIALIZED (
  SELECT a.id, a.source_id,
         CASE WHEN a.busco_complete_pct IS NOT NULL THEN a.busco_source_id END AS busco_source_id,
         CASE WHEN a.contig_n50 IS NULL AND p.contig_n50_mbp IS NOT NULL THEN p.source_id END AS portal_source_id,
         CASE WHEN a.contig_n50 IS NULL AND p.contig_n50_mbp IS NULL AND w.contig_n50_mb IS NOT NULL
              THEN w.source_id END AS wright_source_id
  FROM (${tagged:raw}) t
  JOIN genome_assembly a ON a.id = t.id
  LEFT JOIN genome_assembly_portal_stats p ON p.assembly_id = a.id
  LEFT JOIN genome_assembly_wright_stats w ON w.assembly_id = a.id
  WHERE t.f_family AND t.f_subfamily AND t.f_source AND t.f_browser
)
SELECT c.source_id, count(DISTINCT c.id)::int AS records,
       (SELECT count(*)::int FROM picked o WHERE o.source_id = c.source_id) AS own
FROM picked p
CROSS JOIN LATERAL (VALUES (p.id, p.source_id), (p.id, p.busco_source_id), (p.id, p.portal_source_id),
                           (p.id, p.wright_source_id)) AS c(id, source_id)
WHERE c.source_id IS NOT NULL
GROUP BY c.source_id
