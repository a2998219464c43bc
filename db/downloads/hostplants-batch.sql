-- Host plant associations after a given HOSTS id, with the source citation (keyset batches for the CSV export).
SELECT h.id, h.insect_family, h.insect_genus, h.insect_scientific_name, h.insect_author, h.hostplant_family, h.hostplant_genus,
       h.hostplant_scientific_name, h.damage_or_note, h.lab_rearing, h.location, h.hosts_id, s.citation
FROM hostplant_association h
JOIN data_source s ON s.id = h.source_id
WHERE h.hosts_id > ${after}
ORDER BY h.hosts_id
LIMIT ${limit}
