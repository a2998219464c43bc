-- The COI sequences of one barcode record (species), headers as the source gives them, in the record's FASTA order
-- (ids derived at load: db/barcodes/read-paths.sql).
SELECT b.fasta_header, b.sequence
FROM barcode_species_stats s
CROSS JOIN LATERAL unnest(s.sequence_ids) WITH ORDINALITY AS member(id, n)
JOIN barcode_sequence b ON b.id = member.id
WHERE s.record_id = ${id}
ORDER BY member.n
