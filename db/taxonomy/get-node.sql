-- One taxon with its parent, common names and the counts of child taxa, genera and species in its subtree.
SELECT t.id, t.name, t.rank, t.authorship, t.depth, t.child_count, t.species_count, t.extinct,
       t.lepitaxa_group, p.id AS parent_id, p.name AS parent_name, p.rank AS parent_rank,
       (SELECT count(*)::int FROM taxon g WHERE g.path @> ARRAY[t.id] AND g.rank = 'genus') AS genus_count,
       coalesce((SELECT json_agg(json_build_object('name', c.name, 'language', c.language) ORDER BY c.language, c.name)
                 FROM taxon_common_name c WHERE c.taxon_id = t.id), '[]'::json) AS common_names
FROM taxon t
LEFT JOIN taxon p ON p.id = t.parent_id
WHERE t.id = ${id}
