-- One batch of the occurrence records in the list's order (id, as list-records.sql sorts it) after id ${after} (null:
-- from the first), with its `seq`, its three search dictionary groups (record-order.ts) and the columns the filters of
-- record-filter.sql compare (record-filters.ts), read in batches so that no statement and no result holds every record.
SELECT id, seq,
       coalesce(name_group, -1) AS name_group,
       coalesce(place_group, -1) AS place_group,
       coalesce(collection_group, -1) AS collection_group,
       source, latitude, longitude, taxon_id, country_code, year, month, day_of_year, coordinate_uncertainty_m,
       basis_of_record, (merc_x IS NOT NULL AND merc_y IS NOT NULL) AS mapped
FROM occurrence
WHERE (${after}::text IS NULL OR id > ${after})
ORDER BY id
LIMIT ${limit}
