-- Every record search dictionary document (occurrence_search_term, folded at load) per kind, for the in-memory word
-- index (word-index.ts): one row per kind, its entry ids and documents in the same order.
SELECT kind, array_agg(id ORDER BY id) AS ids, array_agg(coalesce(document, '') ORDER BY id) AS documents
FROM occurrence_search_term
GROUP BY kind
