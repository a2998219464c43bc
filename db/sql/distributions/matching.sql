-- The occurrence records matching the optional source, taxa and q (every word in the record's search document
-- of ${dataVersion}, see fill-search.sql), as API fields; the other distribution queries embed it.
-- ${countryNames} names the ISO codes whose source gives no country name.
SELECT o.id, o.taxon_id, coalesce(t.name, o.verbatim_name) AS species, coalesce(fam.name, o.verbatim_family) AS family,
       o.latitude, o.longitude, o.country_code, coalesce(o.country, cn.name) AS country, o.locality, o.source, o.source_id,
       o.basis_of_record, o.event_date, o.year, o.dataset, o.licence, o.recorded_by
FROM occurrence o
LEFT JOIN taxon t ON t.id = o.taxon_id
LEFT JOIN taxon fam ON fam.id = t.family_id
LEFT JOIN json_to_recordset(${countryNames}::json) AS cn(code text, name text) ON cn.code = o.country_code
WHERE (${source}::text IS NULL OR o.source = ${source})
  AND (${taxonIds}::int[] IS NULL OR o.taxon_id = ANY (${taxonIds}::int[]))
  AND (${patterns}::text[] IS NULL OR o.id IN (
    -- the first word alone lets the trigram index narrow the documents; LIKE ALL checks every word
    SELECT s.id FROM distribution_search s, (SELECT array_agg(search_text(p)) AS pats FROM unnest(${patterns}::text[]) AS p) q
    WHERE s.data_version = ${dataVersion} AND s.document LIKE q.pats[1] AND s.document LIKE ALL (q.pats)))
