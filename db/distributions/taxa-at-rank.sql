-- For taxa ${ids}: the node of rank ${rank} on each one's path (itself included), with its name; taxa without one are left out.
SELECT t.id AS taxon_id, a.id, a.name
FROM taxon t
JOIN taxon a ON a.id = ANY (t.path) AND a.rank = ${rank}
WHERE t.id = ANY (${ids}::int[])
