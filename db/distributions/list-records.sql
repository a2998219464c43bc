-- Ids of one page of the matching occurrence records in id order (${filter} is record-filter.sql, formatted): only
-- the id index and the filter columns are read for the skipped rows; page-records.sql then reads the page's fields.
-- ${after} (a cursor's last id) starts the page right after that record: a keyset read, no rows skipped.
SELECT o.id FROM occurrence o
WHERE ${filter:raw} AND (${after}::text IS NULL OR o.id > ${after})
ORDER BY o.id LIMIT ${limit} OFFSET ${offset}
