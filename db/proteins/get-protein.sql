-- One protein with its source, taxon-resolved species/family and structure facts (no PDB text).
SELECT p.id, p.name, p.protein_type, coalesce(t.name, p.verbatim_name) AS species,
       coalesce(p.family, f.name) AS family, p.length_aa, p.accession, p.title, p.sequence, p.url,
       p.has_structure, p.chains, p.subtype, p.partial_full,
       coalesce(l.label, s.title) AS source, s.url AS source_repository,
       ps.pdb_id, ps.title AS structure_title, ps.method, ps.citation_doi, ps.citation_pmid
FROM protein p
JOIN data_source s ON s.id = p.source_id
LEFT JOIN catalog_source_label l ON l.source_id = p.source_id
LEFT JOIN taxon t ON t.id = p.taxon_id
LEFT JOIN taxon f ON f.id = t.family_id
LEFT JOIN protein_structure ps ON ps.protein_id = p.id
WHERE p.id = ${id}
