-- One ordered page of all associations (prefix NULL) or of a large match set: a walk of the sort
-- column's index that keeps matching rows and stops after the page.
SELECT h.id, h.hosts_id, h.insect_family, h.insect_genus, h.insect_species, h.insect_scientific_name,
       h.hostplant_family, h.hostplant_genus, h.hostplant_species, h.hostplant_scientific_name,
       (SELECT s.citation FROM data_source s WHERE s.id = h.source_id) AS source_citation,
       (SELECT s.title FROM data_source s WHERE s.id = h.source_id) AS source_title
FROM hostplant_association h
WHERE ${prefix} IS NULL OR h.hosts_id IN (SELECT m FROM hostplant_matches(${prefix}) AS m)
ORDER BY ${orderBy:raw}
LIMIT ${limit} OFFSET ${offset}
