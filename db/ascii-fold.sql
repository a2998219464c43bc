-- search_text() of every printable ASCII character at once: an in-memory index folds a query itself only when the
-- database folds these as lower-casing does (db/catalog-query.ts, asciiFoldsAsLowerCase).
SELECT search_text(string_agg(chr(cp), '' ORDER BY cp)) AS folded FROM generate_series(32, 126) AS cp
