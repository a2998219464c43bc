-- The service-wide download assets (templates, reference FASTA, archives, CSV exports) in display order.
SELECT id, key, kind, subject, asset_type, dataset_type, file_name, label, description, content_type
FROM download_file
WHERE asset_type IS NOT NULL AND present
ORDER BY sort_order, id
