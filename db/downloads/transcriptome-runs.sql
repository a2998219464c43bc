-- The sequencing runs of one transcriptome dataset.
SELECT r.run_accession, r.bioproject, r.biosample, r.experiment, r.verbatim_name, r.assay_type, r.instrument, r.platform,
       r.library_layout, r.tissue, r.dev_stage, r.sex, r.treatment, r.release_date::text AS release_date, r.bases, r.fastq_url
FROM omics_run r
WHERE r.dataset_id = ${id}
ORDER BY r.run_accession NULLS LAST, r.id
