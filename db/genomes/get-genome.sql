-- One assembly with its catalog fields, the SciLifeLab portal metrics and the Wright et al. 2024 figures where they list it.
SELECT a.*,
       c.source, c.has_browser, c.level,
       p.gc_percent AS portal_gc_percent, p.contig_count AS portal_contig_count,
       p.scaffold_count AS portal_scaffold_count, p.contig_n50_mbp AS portal_contig_n50_mbp,
       p.length_mbp AS portal_length_mbp,
       w.chromosome_number AS wright_chromosome_number, w.percent_in_chromosomes AS wright_percent_in_chromosomes,
       w.contig_n50_mb AS wright_contig_n50_mb
FROM genome_assembly a
JOIN genome_catalog c ON c.id = a.id
LEFT JOIN genome_assembly_portal_stats p ON p.assembly_id = a.id
LEFT JOIN genome_assembly_wright_stats w ON w.assembly_id = a.id
WHERE a.id = ${id}
