-- Taxa whose scientific name, synonym or common name matches q (case/accent-folded): exact, prefix, word prefix,
-- infix or trigram-similar; best match per accepted taxon, ranked, with the total number of matching taxa.
-- Queries shorter than 3 characters only match exactly or by prefix (trigrams need 3 characters to be selective).
WITH names AS (
  SELECT t.id AS taxon_id, t.name AS text, 'scientificName' AS field, 0 AS field_order, search_text(t.name) AS key
  FROM taxon t
  WHERE search_text(t.name) LIKE like_escape(search_text(${q})) || '%'
     OR (length(search_text(${q})) >= 3 AND (search_text(t.name) LIKE '%' || like_escape(search_text(${q})) || '%'
                                            OR search_text(t.name) % search_text(${q})))
  UNION ALL
  SELECT s.taxon_id, s.name, 'synonym', 1, search_text(s.name)
  FROM taxon_synonym s
  WHERE search_text(s.name) LIKE like_escape(search_text(${q})) || '%'
     OR (length(search_text(${q})) >= 3 AND (search_text(s.name) LIKE '%' || like_escape(search_text(${q})) || '%'
                                            OR search_text(s.name) % search_text(${q})))
  UNION ALL
  SELECT c.taxon_id, c.name, 'commonName', 2, search_text(c.name)
  FROM taxon_common_name c
  WHERE search_text(c.name) LIKE like_escape(search_text(${q})) || '%'
     OR (length(search_text(${q})) >= 3 AND (search_text(c.name) LIKE '%' || like_escape(search_text(${q})) || '%'
                                            OR search_text(c.name) % search_text(${q})))
),
scored AS (
  -- class (exact 3, prefix 2, word prefix 1.5, infix 1, trigram 0) + similarity as the tie-breaker within a class
  SELECT taxon_id, text, field, field_order,
         CASE WHEN key = search_text(${q}) THEN 'exact'
              WHEN key LIKE like_escape(search_text(${q})) || '%'
                OR key LIKE '% ' || like_escape(search_text(${q})) || '%' THEN 'prefix'
              ELSE 'fuzzy' END AS match_type,
         CASE WHEN key = search_text(${q}) THEN 3
              WHEN key LIKE like_escape(search_text(${q})) || '%' THEN 2
              WHEN key LIKE '% ' || like_escape(search_text(${q})) || '%' THEN 1.5
              WHEN key LIKE '%' || like_escape(search_text(${q})) || '%' THEN 1
              ELSE 0 END + similarity(key, search_text(${q})) AS score
  FROM names
),
best AS (
  SELECT DISTINCT ON (taxon_id) *
  FROM scored
  ORDER BY taxon_id, score DESC, field_order, text
)
SELECT b.taxon_id AS id, t.name, t.rank, t.authorship, b.text AS matched_text, b.field AS matched_field,
       b.match_type, round(b.score::numeric, 4) AS score, b.field_order, t.rank_order,
       (SELECT count(*)::int FROM best) AS total,
       coalesce((SELECT json_agg(json_build_object('id', a.id, 'name', a.name, 'rank', a.rank) ORDER BY a.depth)
                 FROM taxon a WHERE a.id = ANY (t.path) AND a.id <> t.id), '[]'::json) AS lineage
FROM best b
JOIN taxon t ON t.id = b.taxon_id
ORDER BY b.score DESC, b.field_order, t.rank_order, t.name, t.id
LIMIT ${limit}
