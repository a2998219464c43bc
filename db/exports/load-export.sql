-- What a claimed export runs with: the request as understood.
SELECT dataset, format, query FROM export_job WHERE id = ${id}
