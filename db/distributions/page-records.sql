-- The occurrence records of one page, as API fields, in id order. ${pageIds} is list-records.sql (formatted): it runs
-- first, once (an InitPlan), reading only the id index and filter columns of the skipped rows.
-- ${countryNames} names the ISO codes whose source gives no country name.
SELECT o.id, o.taxon_id, coalesce(t.name, o.verbatim_name) AS species, coalesce(fam.name, o.verbatim_family) AS family,
       o.latitude, o.longitude, o.coordinate_uncertainty_m, o.country_code, coalesce(o.country, cn.name) AS country,
       o.state_province, o.county, o.locality, o.source, o.source_id, o.basis_of_record, o.institution_code,
       o.collection_code, o.catalog_number, o.event_date, o.year, o.month, o.day, o.day_of_year, o.sampling_protocol,
       o.dataset, o.licence, o.recorded_by
FROM occurrence o
LEFT JOIN taxon t ON t.id = o.taxon_id
LEFT JOIN taxon fam ON fam.id = t.family_id
LEFT JOIN json_to_recordset(${countryNames}::json) AS cn(code text, name text) ON cn.code = o.country_code
WHERE o.id = ANY (ARRAY(${pageIds:raw}))
ORDER BY o.id
