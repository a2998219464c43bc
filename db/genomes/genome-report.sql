-- The tab-separated genome report of /genomes?format=tsv (COPY … TO STDOUT): every assembly passing all the list's
-- filters, in the list's order, with NCBI Datasets' column names where it has the column. Contig N50 as the detail
-- gives it: NCBI's, else the SciLifeLab portal's, else Wright et al. 2024's (both in Mb to two decimals).
SELECT a.accession AS "Assembly Accession",
       a.verbatim_name AS "Organism Name",
       a.taxon_id AS "Taxon ID",
       a.ncbi_tax_id AS "Organism Taxonomic ID",
       t.level AS "Assembly Level",
       a.total_sequence_length AS "Assembly Stats Total Sequence Length",
       coalesce(a.contig_n50, round(p.contig_n50_mbp * 1e6), round(w.contig_n50_mb * 1e6)) AS "Assembly Stats Contig N50",
       coalesce(a.scaffold_n50, round(a.scaffold_n50_kb * 1e3)) AS "Assembly Stats Scaffold N50",
       a.busco_complete_pct AS "BUSCO Complete",
       a.busco_single_pct AS "BUSCO Single Copy",
       a.busco_duplicated_pct AS "BUSCO Duplicated",
       a.busco_fragmented_pct AS "BUSCO Fragmented",
       a.busco_missing_pct AS "BUSCO Missing",
       a.submission_date AS "Assembly Release Date",
       ${pageUrl} || a.accession || '/' AS "Source URL"
FROM (${tagged:raw}) t
JOIN genome_assembly a ON a.id = t.id
LEFT JOIN genome_assembly_portal_stats p ON p.assembly_id = a.id
LEFT JOIN genome_assembly_wright_stats w ON w.assembly_id = a.id
WHERE t.f_family AND t.f_subfamily AND t.f_source AND t.f_browser
ORDER BY ${orderBy:raw}
