-- One publication with its sources and the taxa it is linked to (NULL row set when the id is unknown).
SELECT l.id, l.title, l.authors, l.year, l.journal, l.doi, l.citation, l.url, l.volume, l.issue, l.pages,
       coalesce((SELECT json_agg(json_build_object('sourceId', s.id, 'title', s.title) ORDER BY s.id)
                 FROM literature_source ls JOIN data_source s ON s.id = ls.source_id
                 WHERE ls.literature_id = l.id), '[]'::json) AS sources,
       coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'rank', t.rank) ORDER BY t.rank_order, t.name, t.id)
                 FROM literature_taxon lt JOIN taxon t ON t.id = lt.taxon_id
                 WHERE lt.literature_id = l.id), '[]'::json) AS taxa
FROM literature l
WHERE l.id = ${id}
