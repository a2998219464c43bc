-- One page of a node's children (the roots when parentId is null) in rank order, then name, with their total.
-- hasDetail is true for every node: the detail payload is composed from the data for any taxon.
WITH kids AS (
  SELECT id, name, rank, depth, child_count, rank_order
  FROM taxon
  WHERE (${parentId}::int IS NULL AND parent_id IS NULL) OR parent_id = ${parentId}::int
)
SELECT
  ${parentId}::int IS NULL OR EXISTS (SELECT 1 FROM taxon WHERE id = ${parentId}::int) AS parent_exists,
  (SELECT count(*)::int FROM kids) AS total,
  coalesce((
    SELECT json_agg(json_build_object('id', id, 'name', name, 'rank', rank, 'depth', depth,
                                      'childCount', child_count, 'hasDetail', true) ORDER BY rank_order, name, id)
    FROM (SELECT * FROM kids ORDER BY rank_order, name, id LIMIT ${limit} OFFSET ${offset}) page
  ), '[]'::json) AS items
