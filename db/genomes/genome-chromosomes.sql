-- The chromosomes / sequences of an assembly in source order (lepbase per-sequence stats, DToL lists).
SELECT name, sequence_accession, length_bp, gc_fraction, sort_order
FROM genome_sequence
WHERE assembly_id = ${id}
ORDER BY sort_order, id
