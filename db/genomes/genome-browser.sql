-- Default browser region of an assembly: a real gene or the start of a sequence of known length (none: no row).
-- Preference: the first gene on the longest sequence of known length, else that sequence's first 100 kb,
-- else the first gene anywhere (opsin models on DToL chromosomes whose lengths the data lacks).
WITH longest AS (
  SELECT sequence_accession, length_bp
  FROM genome_sequence
  WHERE assembly_id = ${id} AND length_bp > 0
  ORDER BY length_bp DESC, sort_order
  LIMIT 1
)
(SELECT l.sequence_accession AS ref_name,
        coalesce(g.start_pos, 1) AS region_start,
        coalesce(g.end_pos, least(l.length_bp, 100000)) AS region_end,
        1 AS priority
 FROM longest l
 LEFT JOIN LATERAL (
   SELECT start_pos, end_pos FROM genome_gene_feature
   WHERE assembly_id = ${id} AND type = 'gene' AND seqid = l.sequence_accession
   ORDER BY start_pos LIMIT 1) g ON true)
UNION ALL
(SELECT seqid, start_pos, end_pos, 2
 FROM genome_gene_feature
 WHERE assembly_id = ${id} AND type = 'gene'
 ORDER BY seqid, start_pos
 LIMIT 1)
ORDER BY priority
LIMIT 1
