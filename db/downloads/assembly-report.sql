-- One genome assembly's metadata and its sequences (chromosomes, scaffolds) as the sources list them.
SELECT a.accession, a.assembly_name, a.verbatim_name, a.common_name, a.ncbi_tax_id, a.bioproject, a.biosample, a.submitter,
       a.submission_date::text AS submission_date, a.assembly_level, a.assembly_type, a.total_sequence_length, a.total_ungapped_length,
       a.contig_n50, a.scaffold_n50, a.contig_count, a.scaffold_count, a.chromosome_count, a.gc_percent, a.busco_summary,
       s.title AS source,
       coalesce((SELECT json_agg(json_build_object('accession', q.sequence_accession, 'name', q.name, 'lengthBp', q.length_bp,
                                                   'gcFraction', q.gc_fraction, 'chromosome', q.is_chromosome) ORDER BY q.sort_order, q.id)
                 FROM genome_sequence q WHERE q.assembly_id = a.id), '[]'::json) AS sequences
FROM genome_assembly a
JOIN data_source s ON s.id = a.source_id
WHERE a.id = ${id}
