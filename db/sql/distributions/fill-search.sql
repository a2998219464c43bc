-- Builds the search documents of data version ${dataVersion} once (serialised by an advisory lock; older versions dropped).
SELECT pg_advisory_xact_lock(hashtext('distribution_search'));
DELETE FROM distribution_search_version WHERE data_version <> ${dataVersion};
WITH added AS (
  INSERT INTO distribution_search_version (data_version) VALUES (${dataVersion}) ON CONFLICT DO NOTHING RETURNING data_version
)
INSERT INTO distribution_search (data_version, id, document)
SELECT added.data_version, o.id, search_text(concat_ws(' ', o.verbatim_name, t.name, fam.name, o.verbatim_family, o.country_code,
       o.country, cn.name, o.locality, o.dataset, o.recorded_by, o.institution_code, o.collection_code, o.catalog_number, o.source_record_id))
FROM added
CROSS JOIN occurrence o
LEFT JOIN taxon t ON t.id = o.taxon_id
LEFT JOIN taxon fam ON fam.id = t.family_id
LEFT JOIN json_to_recordset(${countryNames}::json) AS cn(code text, name text) ON cn.code = o.country_code;
