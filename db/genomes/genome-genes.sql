-- Gene features of an assembly (BUSCO gene GFF, exonerate opsin gene models) in chromosome, then position order.
SELECT f.gene_id, f.symbol, f.seqid, f.start_pos, f.end_pos, f.strand, f.description
FROM genome_gene_feature f
LEFT JOIN genome_sequence s ON s.assembly_id = f.assembly_id AND s.sequence_accession = f.seqid
WHERE f.assembly_id = ${id} AND f.type = 'gene'
  AND f.gene_id IS NOT NULL -- the loader names every gene line; the API lists genes by id
ORDER BY s.sort_order NULLS LAST, f.seqid, f.start_pos, f.id
