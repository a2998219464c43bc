-- One ordered page of the associations matching the prefix, for a small match set: the matches are
-- fetched first and sorted (materialised, so the planner cannot walk the sort index instead).
WITH selected AS MATERIALIZED (
  SELECT id, hosts_id, insect_family, insect_genus, insect_species, insect_scientific_name,
         hostplant_family, hostplant_genus, hostplant_species, hostplant_scientific_name, source_id
  FROM hostplant_association
  WHERE hosts_id = ANY (ARRAY(SELECT m FROM hostplant_matches(${prefix}) AS m))
)
SELECT selected.*, s.citation AS source_citation, s.title AS source_title
FROM selected
JOIN data_source s ON s.id = selected.source_id
ORDER BY ${orderBy:raw}
LIMIT ${limit} OFFSET ${offset}
