-- Every name search-names.sql searches (scientific names, synonyms, common names) for the in-memory name search
-- (name-search.ts): its folded key, its trigrams as pg_trgm extracts them (show_trgm: a multibyte trigram as its
-- 3-byte hash, 0x…; joined by '|', which no trigram holds: one string per name, not one per trigram) and its place
-- in the collation order of all names (search-names.sql's tie-breaker).
WITH names AS (
  SELECT id AS taxon_id, name AS text, 0 AS field_order FROM taxon
  UNION ALL
  SELECT taxon_id, name, 1 FROM taxon_synonym
  UNION ALL
  SELECT taxon_id, name, 2 FROM taxon_common_name
)
SELECT taxon_id, text, field_order, search_text(text) AS key, array_to_string(show_trgm(search_text(text)), '|') AS trigrams,
       dense_rank() OVER (ORDER BY text)::int AS text_order
FROM names
