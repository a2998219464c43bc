-- The data version of the latest load (keys the tile index, the tile cache and ETags).
SELECT data_version FROM data_load ORDER BY finished_at DESC LIMIT 1
