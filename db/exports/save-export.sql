-- What a succeeded run wrote, in the transaction that ends its job.
UPDATE export_job SET record_count = ${recordCount}, bytes = ${bytes}, etag = ${etag}, citation = ${citation:json}
WHERE id = ${id}
