-- The species a slug names: the species-rank taxa with it (an aggregate and its segregate may share one),
-- else the organism of omics datasets served under it (a name the taxonomy lacks: id NULL). No row: unknown.
WITH taxa AS (
  SELECT id, name, rank_order
  FROM taxon
  WHERE slug = ${slug} AND rank IN ('species', 'segregate', 'subspecies')
)
SELECT id, name FROM (
  SELECT id, name, rank_order, id AS tie FROM taxa
  UNION ALL
  SELECT NULL, min(verbatim_name), NULL, NULL
  FROM omics_dataset
  WHERE species_slug = ${slug} AND taxon_id IS NULL AND NOT EXISTS (SELECT 1 FROM taxa)
  HAVING count(*) > 0
) found
ORDER BY rank_order, tie
