-- One page of the literature linked to a node or its descendants (newest first), the total, and whether the node exists.
WITH linked AS (
  SELECT DISTINCT lt.literature_id
  FROM literature_taxon lt
  WHERE lt.taxon_id IN (SELECT id FROM taxon WHERE path @> ARRAY[${id}::int])
)
SELECT
  EXISTS (SELECT 1 FROM taxon WHERE id = ${id}::int) AS node_exists,
  (SELECT count(*)::int FROM linked) AS total,
  coalesce((
    SELECT json_agg(json_build_object('id', l.id, 'title', l.title, 'authors', l.authors, 'year', l.year,
                                      'journal', l.journal, 'doi', l.doi) ORDER BY l.year DESC NULLS LAST, l.id)
    FROM (SELECT l.* FROM literature l JOIN linked k ON k.literature_id = l.id
          ORDER BY l.year DESC NULLS LAST, l.id LIMIT ${limit} OFFSET ${offset}) l
  ), '[]'::json) AS items
