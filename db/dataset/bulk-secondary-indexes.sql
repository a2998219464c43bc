-- Indexes of the loaded tables ($1: table names) that back no constraint (primary keys and UNIQUE
-- stay: they guard the data), as DROP and CREATE statements for bulk mode.
SELECT format('DROP INDEX %I.%I', i.schemaname, i.indexname) AS drop, i.indexdef AS restore
FROM pg_indexes i
WHERE i.schemaname = current_schema() AND i.tablename = ANY($1)
  AND NOT EXISTS (SELECT 1 FROM pg_constraint c
                  WHERE c.conname = i.indexname AND c.connamespace = to_regnamespace(i.schemaname))
ORDER BY i.indexname;
