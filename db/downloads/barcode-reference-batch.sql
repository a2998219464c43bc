-- Reference COI sequences after a given id (keyset batches for the reference FASTA).
SELECT id, fasta_header, sequence
FROM barcode_species_sequence
WHERE id > ${after}
ORDER BY id
LIMIT ${limit}
