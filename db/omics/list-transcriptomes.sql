-- A page of transcriptome datasets (optionally of one species: a taxon's slug or name, or the speciesSlug or
-- name of an organism the taxonomy lacks), the total and, when asked, facet counts.
WITH species AS (
  SELECT t.id FROM taxon t
  WHERE ${species}::text IS NOT NULL
    AND t.rank IN ('species', 'segregate', 'subspecies')
    AND (t.slug = lower(${species}) OR search_text(t.name) = search_text(${species}))
),
datasets AS (
  SELECT d.id,
         d.species_slug,
         d.verbatim_name AS scientific_name,
         coalesce(d.bioproject || ' RNA-Seq', s.title) || coalesce(' (' || d.condition || ')', '') AS dataset_name,
         d.condition,
         nullif(array_to_string(d.platforms, ', '), '') AS platform,
         d.platforms,
         coalesce(l.label, s.title) AS source,
         d.run_count, d.bioproject, d.tissue, d.dev_stage
  FROM omics_dataset d
  JOIN data_source s ON s.id = d.source_id
  LEFT JOIN catalog_source_label l ON l.source_id = d.source_id
  WHERE d.dataset_type = 'transcriptome'
    AND (${species}::text IS NULL
         OR d.taxon_id IN (SELECT id FROM species)
         OR d.species_slug = lower(${species})
         OR search_text(d.verbatim_name) = search_text(${species}))
)
SELECT
  (SELECT count(*) FROM datasets) AS total,
  (SELECT coalesce(json_agg(p), '[]') FROM (
     SELECT id, species_slug, scientific_name, dataset_name, condition, platform, source, run_count,
            bioproject, tissue, dev_stage
     FROM datasets
     ORDER BY ${orderBy:raw}
     LIMIT ${limit} OFFSET ${offset}) p) AS items,
  CASE WHEN ${facets} THEN (
    SELECT coalesce(json_agg(json_build_object('value', v, 'count', n) ORDER BY n DESC, v), '[]')
    FROM (SELECT p AS v, count(*) AS n FROM datasets, unnest(platforms) p GROUP BY p) f) END AS platforms,
  CASE WHEN ${facets} THEN (
    SELECT coalesce(json_agg(json_build_object('value', v, 'count', n) ORDER BY n DESC, v), '[]')
    FROM (SELECT condition AS v, count(*) AS n FROM datasets WHERE condition IS NOT NULL GROUP BY condition) f) END AS conditions,
  CASE WHEN ${facets} THEN (
    SELECT coalesce(json_agg(json_build_object('value', v, 'count', n) ORDER BY n DESC, v), '[]')
    FROM (SELECT source AS v, count(*) AS n FROM datasets GROUP BY source) f) END AS sources
