-- Foreign keys of the loaded tables ($1: table names), as DROP and re-ADD statements for bulk mode.
SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', c.conrelid::regclass, c.conname) AS drop,
       format('ALTER TABLE %s ADD CONSTRAINT %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid)) AS restore
FROM pg_constraint c
WHERE c.contype = 'f' AND c.conrelid::regclass::text = ANY($1)
ORDER BY c.conrelid::regclass::text, c.conname;
