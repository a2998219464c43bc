-- What each `q` word matches, for the in-memory record order (record-order.ts): the dictionary entries containing it
-- (${terms} is search-terms.sql, formatted) and, as kind 'record', the `seq` of the records one of whose identifiers
-- equals it — match-word.sql's conditions, each read through its own index.
${terms:raw}
UNION ALL
SELECT w.i::int AS word, 'record' AS kind, array_agg(DISTINCT r.seq) AS ids
FROM unnest(${words}::text[]) WITH ORDINALITY AS w(word, i)
CROSS JOIN LATERAL (
  SELECT o.seq FROM occurrence o WHERE o.id = w.word
  UNION SELECT o.seq FROM occurrence o WHERE lower(o.catalog_number) = lower(w.word)
  UNION SELECT o.seq FROM occurrence o WHERE lower(o.source_record_id) = lower(w.word)
) r
GROUP BY 1
