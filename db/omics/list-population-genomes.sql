-- A page of population-genome (whole-genome resequencing) datasets, most samples first.
SELECT d.id,
       d.species_slug,
       d.verbatim_name AS scientific_name,
       CASE WHEN d.bioproject IS NOT NULL THEN d.verbatim_name || ' WGS resequencing (' || d.bioproject || ')'
            ELSE s.title END AS population_name,
       d.sample_count,
       d.run_count,
       coalesce(l.label, s.title) AS source
FROM omics_dataset d
JOIN data_source s ON s.id = d.source_id
LEFT JOIN catalog_source_label l ON l.source_id = d.source_id
WHERE d.dataset_type = 'population-genome'
ORDER BY d.sample_count DESC NULLS LAST, d.id
LIMIT ${limit} OFFSET ${offset}
