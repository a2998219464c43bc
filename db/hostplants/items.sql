-- One batch of the associations as the list shows them, in id order after ${after} (null: from the first), for the
-- in-memory items of db/hostplants/sort-positions.ts (read in batches so that no result holds every row).
SELECT h.id, h.insect_family, h.insect_genus, h.insect_species, h.insect_scientific_name,
       h.hostplant_family, h.hostplant_genus, h.hostplant_species, h.hostplant_scientific_name,
       s.citation AS source_citation, s.title AS source_title
FROM hostplant_association h
JOIN data_source s ON s.id = h.source_id
WHERE (${after}::text IS NULL OR h.id > ${after})
ORDER BY h.id
LIMIT ${limit}
