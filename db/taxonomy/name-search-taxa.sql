-- Every taxon as a search hit shows it, for the in-memory name search (name-search.ts): its place in the collation
-- order of taxon names and its ancestors (lineage, root first, without itself), as search-names.sql reads them.
SELECT t.id, t.name, t.rank, t.authorship, t.rank_order, dense_rank() OVER (ORDER BY t.name)::int AS name_order,
       coalesce((SELECT array_agg(a.id ORDER BY a.depth) FROM taxon a WHERE a.id = ANY (t.path) AND a.id <> t.id),
                '{}') AS lineage
FROM taxon t
