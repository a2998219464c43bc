-- The download registry's niche barcoding template (reference sequences CSV), if it is registered and present.
SELECT id FROM download_file WHERE key = 'niche-barcoding-template' AND present
