-- Registers the per-species files the loaded data supports (a new key gets the next fileId; known keys keep theirs) and marks the rest absent.
-- species_slug: the slug the lists give out for the file's species (a transcriptome of a name the taxonomy lacks has one too).
WITH candidate AS (
  SELECT 'assembly-report:' || a.id AS key, 'assembly-report' AS kind, a.id AS subject, 'genome' AS dataset_type, a.taxon_id,
         t.slug AS species_slug, a.accession || '_assembly_report.txt' AS file_name,
         'Assembly report: metadata and sequences (text)' AS label, 'text/plain' AS content_type
  FROM genome_assembly a
  JOIN taxon t ON t.id = a.taxon_id
  UNION ALL
  SELECT 'transcriptome-runs:' || d.id, 'transcriptome-runs', d.id, 'transcriptome', d.taxon_id, d.species_slug,
         d.id || '_runs.tsv', 'Sequencing runs (TSV)', 'text/tab-separated-values'
  FROM omics_dataset d
  WHERE d.dataset_type = 'transcriptome'
  UNION ALL
  SELECT 'proteome-fasta:' || t.id, 'proteome-fasta', t.id::text, 'proteome', t.id, t.slug,
         t.slug || '_proteins.fasta', 'Protein sequences (FASTA)', 'text/x-fasta'
  FROM taxon t
  WHERE EXISTS (SELECT 1 FROM protein p WHERE p.taxon_id = t.id)
), upserted AS (
  INSERT INTO download_file (key, kind, subject, dataset_type, taxon_id, species_slug, file_name, label, content_type, present)
  SELECT key, kind, subject, dataset_type, taxon_id, species_slug, file_name, label, content_type, true
  FROM candidate
  ORDER BY key
  ON CONFLICT (key) DO UPDATE
    SET taxon_id = EXCLUDED.taxon_id, species_slug = EXCLUDED.species_slug, file_name = EXCLUDED.file_name,
        label = EXCLUDED.label, content_type = EXCLUDED.content_type, present = true
  RETURNING key
)
UPDATE download_file
SET present = false
WHERE asset_type IS NULL AND present AND key NOT IN (SELECT key FROM upserted)
