-- The record search's dictionary entries (occurrence_search_term, built at load) whose document contains each `q`
-- pattern (${patterns}: '%word%', LIKE-escaped), as id arrays per word and kind: a scan of a few thousand short texts.
SELECT w.i::int AS word, s.kind, array_agg(s.id ORDER BY s.id) AS ids
FROM unnest(${patterns}::text[]) WITH ORDINALITY AS w(pattern, i)
JOIN occurrence_search_term s ON s.document LIKE search_text(w.pattern)
GROUP BY 1, 2
