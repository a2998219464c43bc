-- The occurrence records the place/date prior is built from: every record of a class's taxon or of a taxon below it
-- (subspecies, segregates) that has coordinates or a month. Ordered by id so that a hashed split is stable.
SELECT (c.ordinality - 1)::int AS class_index, o.id, o.latitude, o.longitude, o.day_of_year, o.month
FROM unnest(${taxonIds}::int[]) WITH ORDINALITY AS c(taxon_id, ordinality)
JOIN taxon t ON t.path @> ARRAY[c.taxon_id]
JOIN occurrence o ON o.taxon_id = t.id
WHERE c.taxon_id IS NOT NULL
  AND ((o.latitude IS NOT NULL AND o.longitude IS NOT NULL) OR o.month IS NOT NULL)
ORDER BY o.id
