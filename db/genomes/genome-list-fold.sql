-- search_text() of every printable ASCII character at once: the in-memory list (genome-list.ts) folds a query word
-- itself only when the database folds these as lower-casing does.
SELECT search_text(string_agg(chr(cp), '' ORDER BY cp)) AS folded FROM generate_series(32, 126) AS cp
