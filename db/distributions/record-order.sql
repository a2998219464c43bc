-- Every occurrence record in the list's order (id, as list-records.sql sorts it) with its `seq` and its three search
-- dictionary groups: the source of the in-memory record order (record-order.ts), one row of arrays.
SELECT coalesce(array_agg(id ORDER BY id), '{}') AS ids,
       coalesce(array_agg(seq ORDER BY id), '{}') AS seqs,
       coalesce(array_agg(coalesce(name_group, -1) ORDER BY id), '{}') AS name_groups,
       coalesce(array_agg(coalesce(place_group, -1) ORDER BY id), '{}') AS place_groups,
       coalesce(array_agg(coalesce(collection_group, -1) ORDER BY id), '{}') AS collection_groups
FROM occurrence
