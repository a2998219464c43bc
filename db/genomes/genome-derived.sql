-- Links genome records to their assembly and derives the assembly summary values.

-- Records that name their assembly accession.
UPDATE genome_sequence s SET assembly_id = a.id
FROM genome_assembly a WHERE s.assembly_id IS NULL AND a.accession = s.assembly_accession;
UPDATE genome_busco_gene g SET assembly_id = a.id
FROM genome_assembly a WHERE g.assembly_id IS NULL AND a.accession = g.assembly_accession;
UPDATE genome_gene_feature f SET assembly_id = a.id
FROM genome_assembly a WHERE f.assembly_id IS NULL AND a.accession = f.assembly_accession;

-- DToL records name a species code (e.g. 'PapMach'), the core of the assembly's Tree of Life id
-- ('ilPapMach1.1'). Link only when exactly one primary (non-alternate-haplotype) assembly carries it.
CREATE TEMP TABLE tolid_assembly ON COMMIT DROP AS
SELECT codes.species_code, min(a.id) AS assembly_id
FROM (SELECT species_code FROM genome_sequence WHERE species_code IS NOT NULL
      UNION SELECT species_code FROM genome_gene_feature WHERE species_code IS NOT NULL) codes
JOIN genome_assembly a ON a.assembly_name ~ ('^il' || codes.species_code || '[0-9]+\.[0-9]+$')
GROUP BY codes.species_code
HAVING count(*) = 1;

UPDATE genome_sequence s SET assembly_id = m.assembly_id
FROM tolid_assembly m WHERE s.assembly_id IS NULL AND s.species_code = m.species_code;
UPDATE genome_gene_feature f SET assembly_id = m.assembly_id
FROM tolid_assembly m WHERE f.assembly_id IS NULL AND f.species_code = m.species_code;

-- BUSCO of an assembly: one source each, in this order, a later source filling only what no earlier one did:
--   1. full tables (lepbase-features, then busco-full-tables): every class counted from the genes;
--   2. the SciLifeLab portal's BUSCO notation (percentages only);
--   3. Wright et al. 2024 Table S1 (complete and duplicated percentages, duplicated copies only).
-- The sources loaded before (lepbase, portal) keep their values: no assembly has two of these full tables,
-- nor a portal string and a full table; should that change, counts win over percentages.
WITH per_gene AS (
  -- one gene per BUSCO id (a duplicated gene has a row per copy)
  SELECT assembly_id, source_id, busco_id, min(status) AS status,
         count(*) FILTER (WHERE status = 'Duplicated') AS copies
  FROM genome_busco_gene WHERE assembly_id IS NOT NULL
  GROUP BY assembly_id, source_id, busco_id
),
per_source AS (
  SELECT assembly_id, source_id,
         count(*) AS markers,
         count(*) FILTER (WHERE status = 'Complete') AS single,
         count(*) FILTER (WHERE status = 'Duplicated') AS duplicated,
         count(*) FILTER (WHERE status = 'Fragmented') AS fragmented,
         count(*) FILTER (WHERE status = 'Missing') AS missing,
         sum(copies) AS copies
  FROM per_gene GROUP BY assembly_id, source_id
),
counts AS (
  SELECT DISTINCT ON (assembly_id) *
  FROM per_source
  ORDER BY assembly_id, source_id <> 'lepbase-features', source_id
)
UPDATE genome_assembly a
SET busco_markers = c.markers,
    busco_single_count = c.single,
    busco_duplicated_count = c.duplicated,
    busco_complete_count = c.single + c.duplicated,
    busco_fragmented_count = c.fragmented,
    busco_missing_count = c.missing,
    busco_duplicated_copies = c.copies,
    busco_single_pct = round(100.0 * c.single / c.markers, 1),
    busco_duplicated_pct = round(100.0 * c.duplicated / c.markers, 1),
    busco_complete_pct = round(100.0 * (c.single + c.duplicated) / c.markers, 1),
    busco_fragmented_pct = round(100.0 * c.fragmented / c.markers, 1),
    busco_missing_pct = round(100.0 * c.missing / c.markers, 1),
    -- lepbase states lineage and version in its file names and citation; the 28 runs in their summary
    busco_lineage = coalesce(r.lineage, 'lepidoptera_odb10'),
    busco_version = CASE WHEN c.source_id = 'lepbase-features' THEN '5.1.2' ELSE r.busco_version END,
    busco_summary = r.busco_string,
    -- lepbase names the accession (genes are linked by it); the 28 runs name only the species
    busco_assessed_accession = CASE WHEN c.source_id = 'lepbase-features' THEN a.accession END,
    busco_source_id = c.source_id
FROM counts c
LEFT JOIN genome_busco_run r ON r.assembly_id = c.assembly_id AND r.source_id = c.source_id
WHERE a.id = c.assembly_id;

-- BUSCO summaries the SciLifeLab portal states (percentages only; counts are not in the source).
UPDATE genome_assembly a
SET busco_complete_pct = p.busco_complete_pct,
    busco_single_pct = p.busco_single_pct,
    busco_duplicated_pct = p.busco_duplicated_pct,
    busco_fragmented_pct = p.busco_fragmented_pct,
    busco_missing_pct = p.busco_missing_pct,
    busco_markers = p.busco_markers,
    busco_summary = p.busco_summary,
    busco_lineage = 'lepidoptera_odb10',
    busco_assessed_accession = p.accession,
    busco_source_id = p.source_id
FROM genome_assembly_portal_stats p
WHERE a.id = p.assembly_id AND a.busco_source_id IS NULL AND p.busco_summary IS NOT NULL;

-- Wright et al. 2024 Table S1: completeness and duplication only (no single/fragmented/missing shares,
-- no marker count); lepidoptera_odb10 is the lineage the paper states. The accession it names may be
-- another version of the assembly's (matched without the version): kept as the assessed accession.
UPDATE genome_assembly a
SET busco_complete_pct = w.busco_complete_pct,
    busco_duplicated_pct = w.busco_duplicated_pct,
    busco_duplicated_copies = w.busco_duplicate_copies,
    busco_lineage = 'lepidoptera_odb10',
    busco_assessed_accession = w.accession,
    busco_source_id = w.source_id
FROM genome_assembly_wright_stats w
WHERE a.id = w.assembly_id AND a.busco_source_id IS NULL AND w.busco_complete_pct IS NOT NULL;

-- Display sizes: NCBI lengths, else the portal's, else Wright et al. 2024's (whose genome size adds the
-- mitogenome to NCBI's length: last, so it never replaces one); GC only the portal states.
UPDATE genome_assembly a
SET size_mb = coalesce(round(a.total_sequence_length / 1e6, 2),
                       (SELECT p.length_mbp FROM genome_assembly_portal_stats p WHERE p.assembly_id = a.id),
                       (SELECT round(w.genome_size_bp / 1e6, 2) FROM genome_assembly_wright_stats w WHERE w.assembly_id = a.id)),
    scaffold_n50_kb = coalesce(round(a.scaffold_n50 / 1e3, 1),
                               (SELECT round(p.scaffold_n50_mbp * 1000, 1) FROM genome_assembly_portal_stats p WHERE p.assembly_id = a.id),
                               (SELECT round(w.scaffold_n50_bp / 1e3, 1) FROM genome_assembly_wright_stats w WHERE w.assembly_id = a.id)),
    gc_percent = (SELECT p.gc_percent FROM genome_assembly_portal_stats p WHERE p.assembly_id = a.id);

-- Lineage columns for assemblies the NCBI table does not describe (portal-only rows), from Lepitaxa,
-- the taxonomy the source's own superfamily/family/subfamily columns come from.
UPDATE genome_assembly a
SET superfamily = coalesce(a.superfamily, sf.name),
    family = coalesce(a.family, f.name),
    subfamily = coalesce(a.subfamily, sub.name)
FROM taxon t
LEFT JOIN taxon sf ON sf.id = t.superfamily_id
LEFT JOIN taxon f ON f.id = t.family_id
LEFT JOIN taxon sub ON sub.id = t.subfamily_id
WHERE a.taxon_id = t.id AND a.family IS NULL;
