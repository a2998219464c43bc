-- The species a `species` parameter names (a taxon by slug or name, else a run organism by name or its slug); no row: unknown.
-- Taxa with omics runs come first; a name the taxonomy lacks has slug NULL (the repository makes one from it).
SELECT taxon_id, slug, scientific_name
FROM (
  SELECT t.id AS taxon_id, t.slug, t.name AS scientific_name,
         EXISTS (SELECT 1 FROM omics_run r WHERE r.taxon_id = t.id) AS has_runs, 1 AS priority, t.id AS tie
  FROM taxon t
  WHERE t.rank IN ('species', 'segregate', 'subspecies')
    AND (t.slug = lower(${species}) OR search_text(t.name) = search_text(${species}))
  UNION ALL
  SELECT NULL, NULL, r.verbatim_name, true, 2, 0
  FROM (SELECT DISTINCT verbatim_name FROM omics_run
        WHERE search_text(verbatim_name) = search_text(${species}) OR name_slug = lower(${species})) r
) candidates
ORDER BY priority, has_runs DESC, tie
LIMIT 1
