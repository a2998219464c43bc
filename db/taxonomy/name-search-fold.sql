-- search_text() of every printable ASCII character, for the in-memory name search (name-search.ts): it folds a query
-- itself only where the database folds these as lower() does.
SELECT chr(cp) AS ch, search_text(chr(cp)) AS folded FROM generate_series(32, 126) AS cp
