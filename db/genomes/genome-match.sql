-- Genome assemblies matching `q` and the list's non-facet filters, each tagged with whether it passes each facet filter:
-- the list counts a facet under every filter but its own (list-genomes.sql), the report keeps rows passing all
-- (genome-report.sql). Named columns, so search_document is computed only when a pattern needs it.
SELECT id, verbatim_name, common_name, family, subfamily, genus, size_mb, scaffold_n50_kb, busco_complete_pct, source,
       accession, assembly_name, level, has_browser,
       (${family}::text IS NULL OR family = ${family}) AS f_family,
       (${subfamily}::text IS NULL OR subfamily = ${subfamily}) AS f_subfamily,
       (${source}::text IS NULL OR source = ${source}) AS f_source,
       (${hasBrowser}::boolean IS NULL OR has_browser = ${hasBrowser}) AS f_browser
FROM genome_catalog
WHERE (${patterns}::text[] IS NULL
       OR search_document LIKE ALL (ARRAY(SELECT search_text(p) FROM unnest(${patterns}::text[]) p)))
  AND (${assemblyLevel}::text IS NULL OR level = ${assemblyLevel})
  AND (${minBuscoCompletePct}::numeric IS NULL OR busco_complete_pct >= ${minBuscoCompletePct})
  AND (${minN50Kb}::numeric IS NULL OR scaffold_n50_kb >= ${minN50Kb})
  -- NCBI Datasets' --released-after: on or after the date
  AND (${releasedAfter}::date IS NULL OR submission_date >= ${releasedAfter}::date)
