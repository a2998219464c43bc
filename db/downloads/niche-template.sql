-- NicheBarcoding LappetMoths reference specimens with coordinates and COI sequence (the input template rows).
SELECT n.seq_id, coalesce(n.scientific_name, n.verbatim_name) AS species, n.longitude, n.latitude, b.sequence
FROM niche_barcoding_specimen n
JOIN barcode_sequence b ON b.dataset = 'nichebarcoding-reference' AND b.sample_id = n.seq_id
WHERE n.role = 'reference'
ORDER BY n.row_number
