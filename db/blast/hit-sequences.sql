-- The sequences of BLAST hits by their record id, as the loaded data holds them (the databases were built from these).
SELECT id, sequence FROM barcode_sequence WHERE ${type} = 'nucleotide' AND id = ANY(${ids}::text[])
UNION ALL
SELECT accession, sequence FROM protein WHERE ${type} = 'protein' AND accession = ANY(${ids}::text[])
