-- Every folded name hostplant_matches() compares a prefix with (db/migrations/004_downloads_and_lists.sql: the insect
-- family and scientific name, the plant family and scientific name) and the associations carrying it, for the
-- in-memory prefix match of db/hostplants/sort-positions.ts.
SELECT key, array_agg(id) AS ids
FROM (SELECT id, search_text(insect_family) AS key FROM hostplant_association
      UNION
      SELECT id, search_text(insect_scientific_name) FROM hostplant_association
      UNION
      SELECT id, search_text(hostplant_family) FROM hostplant_association
      UNION
      SELECT id, search_text(hostplant_scientific_name) FROM hostplant_association) k
WHERE key IS NOT NULL
GROUP BY key
