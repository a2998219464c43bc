-- The non-root taxonomy nodes whose subtrees hold the most occurrence records: their per-node aggregates are the
-- slowest to compute, so the warm-up builds them ahead (app/start.ts).
SELECT ancestor.id
FROM (SELECT taxon_id, count(*) AS n FROM occurrence WHERE taxon_id IS NOT NULL GROUP BY taxon_id) per_taxon
JOIN taxon t ON t.id = per_taxon.taxon_id
CROSS JOIN LATERAL unnest(t.path) AS ancestor(id)
JOIN taxon a ON a.id = ancestor.id AND a.parent_id IS NOT NULL
GROUP BY ancestor.id
ORDER BY sum(per_taxon.n) DESC, ancestor.id
LIMIT ${limit}
