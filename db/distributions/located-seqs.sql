-- The `seq` of every record with map coordinates matching ${filter} (record-filter.sql, formatted): the records the
-- tile index draws for the filter.
SELECT coalesce(array_agg(o.seq), '{}') AS seqs FROM occurrence o
WHERE o.merc_x IS NOT NULL AND o.merc_y IS NOT NULL AND ${filter:raw}
