-- The COI sequences of one barcode record (species), headers as the source gives them.
SELECT fasta_header, sequence
FROM barcode_species_sequence
WHERE record_id = ${id}
ORDER BY dataset, sample_id
