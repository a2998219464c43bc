-- The identifiers a `q` word may equal (match-word.sql) as 32-bit hashes, for the in-memory word index
-- (word-index.ts): each record's id with its seq, and the lower-cased catalog numbers and source record ids. A hash is
-- the first 4 bytes of the text's MD5 (a signed int); word-index.ts hashes a word the same way.
SELECT coalesce(array_agg(('x' || left(md5(id), 8))::bit(32)::int), '{}') AS id_hashes,
       coalesce(array_agg(seq), '{}') AS seqs,
       (SELECT coalesce(array_agg(DISTINCT ('x' || left(md5(k), 8))::bit(32)::int), '{}')
        FROM (SELECT lower(catalog_number) AS k FROM occurrence WHERE catalog_number IS NOT NULL
              UNION ALL SELECT lower(source_record_id) FROM occurrence WHERE source_record_id IS NOT NULL) x) AS key_hashes
FROM occurrence
