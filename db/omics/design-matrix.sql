-- Conditions (distinct tissue/stage/sex/treatment) of one species' RNA-seq runs with their BioSample and run counts.
SELECT condition, tissue, dev_stage, sex, treatment,
       count(DISTINCT coalesce(biosample, sample_name)) AS samples,
       count(*) AS runs
FROM omics_run
WHERE dataset_type = 'transcriptome'
  AND condition IS NOT NULL
  AND (taxon_id = ${taxonId} OR (${taxonId}::int IS NULL AND verbatim_name = ${name}))
GROUP BY condition, tissue, dev_stage, sex, treatment
ORDER BY samples DESC, runs DESC, condition
LIMIT ${limit}
