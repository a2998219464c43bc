-- One registered download file by fileId (absent files are not found).
SELECT id, key, kind, subject, asset_type, dataset_type, file_name, label, description, content_type
FROM download_file
WHERE id = ${id} AND present
