-- Omics datasets aggregated from their runs (runs carry dataset_id, assigned by the loader).
-- A descriptive column is filled only when all runs of the dataset agree on it. species_slug: the taxon's
-- slug, or the slug of the name as given when the taxonomy lacks it (what `speciesSlug` serves).
INSERT INTO omics_dataset (
  id, dataset_type, source_id, verbatim_name, taxon_id, species_slug, bioproject, condition, tissue, dev_stage, sex, treatment,
  platforms, instruments, run_count, sample_count, total_bases, first_year, last_year
)
SELECT dataset_id,
       min(dataset_type),
       min(source_id),
       min(verbatim_name),
       min(taxon_id),
       coalesce((SELECT t.slug FROM taxon t WHERE t.id = min(r.taxon_id)), min(r.name_slug)),
       CASE WHEN count(DISTINCT bioproject) = 1 AND count(bioproject) = count(*) THEN min(bioproject) END,
       CASE WHEN count(DISTINCT condition) = 1 AND count(condition) = count(*) THEN min(condition) END,
       CASE WHEN count(DISTINCT tissue) = 1 AND count(tissue) = count(*) THEN min(tissue) END,
       CASE WHEN count(DISTINCT dev_stage) = 1 AND count(dev_stage) = count(*) THEN min(dev_stage) END,
       CASE WHEN count(DISTINCT sex) = 1 AND count(sex) = count(*) THEN min(sex) END,
       CASE WHEN count(DISTINCT treatment) = 1 AND count(treatment) = count(*) THEN min(treatment) END,
       coalesce(array_agg(DISTINCT platform ORDER BY platform) FILTER (WHERE platform IS NOT NULL), '{}'),
       coalesce(array_agg(DISTINCT instrument ORDER BY instrument) FILTER (WHERE instrument IS NOT NULL), '{}'),
       count(*),
       nullif(count(DISTINCT coalesce(biosample, sample_name)), 0),
       sum(bases),
       min(year),
       max(year)
FROM omics_run r
WHERE dataset_id IS NOT NULL
GROUP BY dataset_id;
