-- Derived taxon columns: rank order, depth and path from the root, the superfamily/family/
-- subfamily/genus each taxon belongs to (itself included), child and species counts.
WITH RECURSIVE tree AS (
  SELECT t.id, 1 AS depth, ARRAY[t.id] AS path,
         CASE WHEN t.rank = 'superfamily' THEN t.id END AS superfamily_id,
         CASE WHEN t.rank = 'family' THEN t.id END AS family_id,
         CASE WHEN t.rank = 'subfamily' THEN t.id END AS subfamily_id,
         CASE WHEN t.rank = 'genus' THEN t.id END AS genus_id
  FROM taxon t
  WHERE t.parent_id IS NULL
  UNION ALL
  SELECT c.id, tree.depth + 1, tree.path || c.id,
         CASE WHEN c.rank = 'superfamily' THEN c.id ELSE tree.superfamily_id END,
         CASE WHEN c.rank = 'family' THEN c.id ELSE tree.family_id END,
         CASE WHEN c.rank = 'subfamily' THEN c.id ELSE tree.subfamily_id END,
         CASE WHEN c.rank = 'genus' THEN c.id ELSE tree.genus_id END
  FROM taxon c
  JOIN tree ON c.parent_id = tree.id
),
children AS (
  SELECT parent_id AS id, count(*) AS child_count FROM taxon WHERE parent_id IS NOT NULL GROUP BY parent_id
),
species AS (
  SELECT ancestor.id, count(*) AS species_count
  FROM tree JOIN taxon s ON s.id = tree.id AND s.rank = 'species'
  CROSS JOIN LATERAL unnest(tree.path) AS ancestor(id)
  GROUP BY ancestor.id
)
UPDATE taxon t
SET rank_order = r.rank_order,
    depth = tree.depth,
    path = tree.path,
    superfamily_id = tree.superfamily_id,
    family_id = tree.family_id,
    subfamily_id = tree.subfamily_id,
    genus_id = tree.genus_id,
    child_count = coalesce(children.child_count, 0),
    species_count = coalesce(species.species_count, 0)
FROM tree
JOIN taxon_rank r ON true
LEFT JOIN children ON children.id = tree.id
LEFT JOIN species ON species.id = tree.id
WHERE t.id = tree.id AND r.rank = t.rank;
