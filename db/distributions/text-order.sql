-- The texts the overview sorts or takes the least of (record-overview.ts) in the database's ORDER BY: every country
-- as the records give it (coalesce with ${countryNames}, as aggregate-records.sql), every country code and every
-- occurrence source title; with each data source's title (the sources' labels).
SELECT (SELECT coalesce(array_agg(v ORDER BY v), '{}') FROM (
          SELECT coalesce(o.country, cn.name) AS v
          FROM occurrence o
          LEFT JOIN json_to_recordset(${countryNames}::json) AS cn(code text, name text) ON cn.code = o.country_code
          UNION SELECT country_code FROM occurrence
          UNION SELECT title FROM data_source) x
        WHERE v IS NOT NULL) AS texts,
       (SELECT coalesce(json_object_agg(id, title), '{}') FROM data_source) AS titles
