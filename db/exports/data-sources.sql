-- The data sources an export's citation block names, by id.
SELECT id AS "sourceId", title, licence, citation, url FROM data_source WHERE id = ANY (${ids}::text[])
