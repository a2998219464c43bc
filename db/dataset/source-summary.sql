-- What the load did per source: data_source.dropped / unresolved from the loader's summary
-- ($1: {sourceId: {dropped, unresolved}}); data_source.records (rows loaded) is set by source-records.sql.
UPDATE data_source d
SET dropped = (s.value ->> 'dropped')::int,
    unresolved = (s.value ->> 'unresolved')::int
FROM jsonb_each($1::jsonb) s
WHERE s.key = d.id
