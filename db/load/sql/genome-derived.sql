-- Links genome records to their assembly and derives the assembly summary values.

-- Records that name their assembly accession.
UPDATE genome_sequence s SET assembly_id = a.id
FROM genome_assembly a WHERE s.assembly_id IS NULL AND a.accession = s.assembly_accession;
UPDATE genome_busco_gene g SET assembly_id = a.id
FROM genome_assembly a WHERE a.accession = g.assembly_accession;
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

-- BUSCO counts from the full tables: one gene per BUSCO id (duplicated genes have several rows).
WITH per_gene AS (
  SELECT assembly_id, busco_id, min(status) AS status
  FROM genome_busco_gene WHERE assembly_id IS NOT NULL
  GROUP BY assembly_id, busco_id
),
counts AS (
  SELECT assembly_id,
         count(*) AS markers,
         count(*) FILTER (WHERE status = 'Complete') AS single,
         count(*) FILTER (WHERE status = 'Duplicated') AS duplicated,
         count(*) FILTER (WHERE status = 'Fragmented') AS fragmented,
         count(*) FILTER (WHERE status = 'Missing') AS missing
  FROM per_gene GROUP BY assembly_id
)
UPDATE genome_assembly a
SET busco_markers = c.markers,
    busco_single_count = c.single,
    busco_duplicated_count = c.duplicated,
    busco_complete_count = c.single + c.duplicated,
    busco_fragmented_count = c.fragmented,
    busco_missing_count = c.missing,
    busco_single_pct = round(100.0 * c.single / c.markers, 1),
    busco_duplicated_pct = round(100.0 * c.duplicated / c.markers, 1),
    busco_complete_pct = round(100.0 * (c.single + c.duplicated) / c.markers, 1),
    busco_fragmented_pct = round(100.0 * c.fragmented / c.markers, 1),
    busco_missing_pct = round(100.0 * c.missing / c.markers, 1),
    busco_lineage = 'lepidoptera_odb10',
    busco_version = '5.1.2',
    busco_source_id = 'lepbase-features'
FROM counts c WHERE a.id = c.assembly_id;

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
    busco_source_id = p.source_id
FROM genome_assembly_portal_stats p
WHERE a.id = p.assembly_id AND a.busco_source_id IS NULL AND p.busco_summary IS NOT NULL;

-- Display sizes: NCBI lengths, else the portal's; GC only the portal states.
UPDATE genome_assembly a
SET size_mb = coalesce(round(a.total_sequence_length / 1e6, 2),
                       (SELECT p.length_mbp FROM genome_assembly_portal_stats p WHERE p.assembly_id = a.id)),
    scaffold_n50_kb = coalesce(round(a.scaffold_n50 / 1e3, 1),
                               (SELECT round(p.scaffold_n50_mbp * 1000, 1) FROM genome_assembly_portal_stats p WHERE p.assembly_id = a.id)),
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
