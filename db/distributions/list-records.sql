-- Ids of one page of the matching occurrence records in id order (${filter} is record-filter.sql, formatted): only
-- the id index and the filter columns are read for the skipped rows; page-records.sql then reads the page's fields.
SELECT o.id FROM occurrence o WHERE ${filter:raw} ORDER BY o.id LIMIT ${limit} OFFSET ${offset}
