-- The species-rank taxa with this slug (an aggregate and its segregate may share one).
SELECT id, name
FROM taxon
WHERE slug = ${slug} AND rank IN ('species', 'segregate', 'subspecies')
ORDER BY rank_order, id
