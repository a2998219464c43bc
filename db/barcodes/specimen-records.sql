-- Every specimen barcode record without its sequence, in the list's order, for the in-memory index (specimen-index.ts).
-- Coordinates and country code come from the occurrence record of the same specimen: the occurrence loader gives it the
-- barcode record's id (the same source row: '<dataset>:<sample id>'), and for IOdatabase it must carry the same BOLD
-- process id; a sequence without one keeps the coordinates its own FASTA header gives (NicheBarcoding queries).
SELECT b.id, b.sample_id, b.bold_process_id, b.genbank_accession, b.marker, b.length_bp, b.source_id, s.licence,
       b.taxon_id, b.verbatim_name, t.name AS accepted_name, coalesce(f.name, b.verbatim_family) AS family,
       coalesce(b.country, o.country) AS country, o.country_code,
       coalesce(o.latitude, b.latitude) AS latitude, coalesce(o.longitude, b.longitude) AS longitude,
       o.id AS occurrence_id, t.path AS taxon_path
FROM barcode_sequence b
JOIN data_source s ON s.id = b.source_id
LEFT JOIN taxon t ON t.id = b.taxon_id
LEFT JOIN taxon f ON f.id = t.family_id
LEFT JOIN occurrence o ON o.id = b.id AND (o.extra ->> 'bold_process_id') IS NOT DISTINCT FROM b.bold_process_id
ORDER BY b.verbatim_name COLLATE "C", b.sample_id COLLATE "C", b.id COLLATE "C"
