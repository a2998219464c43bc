-- The associations of one page, by id (their order comes from db/hostplants/sort-positions.ts).
SELECT h.id, h.hosts_id, h.insect_family, h.insect_genus, h.insect_species, h.insect_scientific_name,
       h.hostplant_family, h.hostplant_genus, h.hostplant_species, h.hostplant_scientific_name,
       s.citation AS source_citation, s.title AS source_title
FROM hostplant_association h
JOIN data_source s ON s.id = h.source_id
WHERE h.id = ANY (${ids}::text[])
