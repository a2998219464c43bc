-- What the data knows of BLAST hits by their record id: the organism's taxon and accepted name, and for barcode
-- (nucleotide) databases the specimen's sample id, BOLD process id and country. Protein hits are named by accession.
SELECT b.id, b.taxon_id, t.name AS accepted_name, b.sample_id, b.bold_process_id, b.country
FROM barcode_sequence b
LEFT JOIN taxon t ON t.id = b.taxon_id
WHERE ${type} = 'nucleotide' AND b.id = ANY(${ids}::text[])
UNION ALL
SELECT p.accession, p.taxon_id, t.name, NULL, NULL, NULL
FROM protein p
LEFT JOIN taxon t ON t.id = p.taxon_id
WHERE ${type} = 'protein' AND p.accession = ANY(${ids}::text[])
