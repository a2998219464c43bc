-- One batch of the occurrence records in the list's order (id, as list-records.sql sorts it) after id ${after} (null:
-- from the first), with its `seq` and its three search dictionary groups: the source of the in-memory record order
-- (record-order.ts), read in batches so that no statement and no result holds every record at once.
SELECT id, seq,
       coalesce(name_group, -1) AS name_group,
       coalesce(place_group, -1) AS place_group,
       coalesce(collection_group, -1) AS collection_group
FROM occurrence
WHERE (${after}::text IS NULL OR id > ${after})
ORDER BY id
LIMIT ${limit}
