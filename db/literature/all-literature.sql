-- Every publication with its source ids, for the literature CSV export (newest first).
SELECT l.id, l.title, l.authors, l.year, l.journal, l.volume, l.issue, l.pages, l.doi, l.url, l.citation,
       (SELECT string_agg(ls.source_id, ';' ORDER BY ls.source_id) FROM literature_source ls WHERE ls.literature_id = l.id) AS sources
FROM literature l
ORDER BY l.year DESC NULLS LAST, l.id
