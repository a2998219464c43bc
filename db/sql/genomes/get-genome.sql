-- One assembly with its catalog fields and the SciLifeLab portal metrics where the portal lists it.
SELECT a.*,
       c.source, c.has_browser,
       p.gc_percent AS portal_gc_percent, p.contig_count AS portal_contig_count,
       p.scaffold_count AS portal_scaffold_count, p.contig_n50_mbp AS portal_contig_n50_mbp,
       p.length_mbp AS portal_length_mbp
FROM genome_assembly a
JOIN genome_catalog c ON c.id = a.id
LEFT JOIN genome_assembly_portal_stats p ON p.assembly_id = a.id
WHERE a.id = ${id}
