-- How search_text() folds each non-ASCII character of the Basic Multilingual Plane (only those it changes), so the
-- in-memory indexes (typeahead, name search, genome suggestions) fold queries exactly as the database folds names,
-- whatever unaccent rules it has.
SELECT chr(cp) AS ch, search_text(chr(cp)) AS folded
FROM generate_series(128, 65533) AS cp
WHERE cp NOT BETWEEN 55296 AND 57343
  AND search_text(chr(cp)) <> chr(cp)
