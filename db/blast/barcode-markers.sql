-- Markers of the loaded barcode sequences with their counts: one nucleotide BLAST database per marker.
SELECT marker, count(*)::int AS sequences
FROM barcode_sequence
GROUP BY marker
ORDER BY marker
