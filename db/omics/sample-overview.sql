-- RNA-seq runs of one species counted by tissue, stage, sex, platform and release year (absent values not counted).
WITH runs AS (
  SELECT tissue, dev_stage, sex, platform, year
  FROM omics_run
  WHERE dataset_type = 'transcriptome'
    AND (taxon_id = ${taxonId} OR (${taxonId}::int IS NULL AND verbatim_name = ${name}))
)
SELECT
  (SELECT count(*) FROM runs) AS runs,
  (SELECT coalesce(json_agg(json_build_object('value', v, 'count', n) ORDER BY n DESC, v), '[]')
   FROM (SELECT tissue AS v, count(*) AS n FROM runs WHERE tissue IS NOT NULL GROUP BY 1) x) AS by_tissue,
  (SELECT coalesce(json_agg(json_build_object('value', v, 'count', n) ORDER BY n DESC, v), '[]')
   FROM (SELECT dev_stage AS v, count(*) AS n FROM runs WHERE dev_stage IS NOT NULL GROUP BY 1) x) AS by_dev_stage,
  (SELECT coalesce(json_agg(json_build_object('value', v, 'count', n) ORDER BY n DESC, v), '[]')
   FROM (SELECT sex AS v, count(*) AS n FROM runs WHERE sex IS NOT NULL GROUP BY 1) x) AS by_sex,
  (SELECT coalesce(json_agg(json_build_object('value', v, 'count', n) ORDER BY n DESC, v), '[]')
   FROM (SELECT platform AS v, count(*) AS n FROM runs WHERE platform IS NOT NULL GROUP BY 1) x) AS by_platform,
  (SELECT coalesce(json_agg(json_build_object('value', v::text, 'count', n) ORDER BY v), '[]')
   FROM (SELECT year AS v, count(*) AS n FROM runs WHERE year IS NOT NULL GROUP BY 1) x) AS by_year
