-- The export part of a new job: the request as understood and the data version it was asked in.
INSERT INTO export_job (id, dataset, format, filter_key, query, data_version)
VALUES (${id}, ${dataset}, ${format}, ${filterKey}, ${query:json}, ${dataVersion})
