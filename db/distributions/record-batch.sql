-- The ids of one batch of records in id order (the list's order), after id ${after} (null: from the first): the
-- pageIds of page-records.sql while the in-memory record rows are read (record-rows.ts).
SELECT id FROM occurrence WHERE (${after}::text IS NULL OR id > ${after}) ORDER BY id LIMIT ${limit}
