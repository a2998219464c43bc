-- The associations of the list for a prefix (NULL: all) per data source, for an export's citation block.
SELECT h.source_id, count(*)::int AS records
FROM hostplant_association h
WHERE ${prefix} IS NULL OR h.hosts_id IN (SELECT m FROM hostplant_matches(${prefix}) AS m)
GROUP BY h.source_id
