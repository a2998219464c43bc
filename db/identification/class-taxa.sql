-- The accepted Lepitaxa taxon of each identification class name: the species of that name, else the one taxon an
-- unambiguous Lepitaxa synonym names, else the IOdatabase synonym table's taxon; NULL when none of these finds it.
WITH label AS (
  SELECT name, (ordinality - 1)::int AS class_index FROM unnest(${labels}::text[]) WITH ORDINALITY AS l(name, ordinality)
)
SELECT l.class_index,
       COALESCE(
         (SELECT t.id FROM taxon t WHERE lower(t.name) = lower(l.name) AND t.rank = 'species' ORDER BY t.id LIMIT 1),
         (SELECT min(s.taxon_id) FROM taxon_synonym s WHERE lower(s.name) = lower(l.name)
           HAVING count(DISTINCT s.taxon_id) = 1),
         (SELECT i.taxon_id FROM iodatabase_synonym i WHERE lower(i.synonym) = lower(l.name) AND i.taxon_id IS NOT NULL
           LIMIT 1)
       ) AS taxon_id
FROM label l
ORDER BY l.class_index
