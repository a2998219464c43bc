-- The newest publications linked to a node's subtree, each with the taxa it is about and those taxa's
-- ancestors down from the node (for the literature graph), plus the number of linked and directly linked records.
-- Taxa of equal name (an aggregate and its segregate) are ordered by id, so the order is one (node-index.ts keeps it).
WITH sub AS (SELECT id FROM taxon WHERE path @> ARRAY[${id}::int]),
links AS (SELECT literature_id, taxon_id FROM literature_taxon WHERE taxon_id IN (SELECT id FROM sub)),
top AS (
  SELECT l.id, l.title, l.authors, l.year, l.doi, l.url, l.citation
  FROM literature l WHERE l.id IN (SELECT literature_id FROM links)
  ORDER BY l.year DESC NULLS LAST, l.id LIMIT ${limit}
)
SELECT
  (SELECT count(DISTINCT literature_id)::int FROM links) AS total,
  (SELECT count(DISTINCT literature_id)::int FROM links WHERE taxon_id = ${id}::int) AS direct,
  coalesce((SELECT json_agg(json_build_object(
      'id', p.id, 'title', p.title, 'authors', p.authors, 'year', p.year, 'doi', p.doi, 'url', p.url,
      'citation', p.citation,
      'taxa', (SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name, t.id)
               FROM links k JOIN taxon t ON t.id = k.taxon_id WHERE k.literature_id = p.id))
    ORDER BY p.year DESC NULLS LAST, p.id) FROM top p), '[]'::json) AS publications,
  -- every taxon on the way from the node to a taxon a shown publication is about (the node included)
  coalesce((SELECT json_agg(json_build_object('id', a.id, 'name', a.name, 'rank', a.rank, 'parentId', a.parent_id)
                            ORDER BY a.depth, a.name, a.id)
    FROM taxon a WHERE a.id IN (
      SELECT unnest(t.path[(SELECT depth FROM taxon WHERE id = ${id}::int):])
      FROM links k JOIN taxon t ON t.id = k.taxon_id WHERE k.literature_id IN (SELECT id FROM top))), '[]'::json) AS taxa
