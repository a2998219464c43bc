-- Every assembly as the in-memory list (genome-list.ts) filters, sorts and counts it: list-genomes.sql's columns, the
-- filters' columns (the release date as YYYY-MM-DD text, which orders as the date does), and per sort column (GENOME_SORT_COLUMNS) the assembly's place in that column's order as the
-- database collates it (dense_rank: equal values share a place; the list puts NULL last itself), and the id's order
-- (the tie-breaker).
SELECT id, verbatim_name, common_name, family, subfamily, genus, size_mb, scaffold_n50_kb, busco_complete_pct, source,
       accession, assembly_name, level, has_browser, search_document,
       to_char(submission_date, 'YYYY-MM-DD') AS submission_day,
       dense_rank() OVER (ORDER BY verbatim_name)::int AS verbatim_name_rank,
       dense_rank() OVER (ORDER BY family)::int AS family_rank,
       dense_rank() OVER (ORDER BY subfamily)::int AS subfamily_rank,
       dense_rank() OVER (ORDER BY genus)::int AS genus_rank,
       dense_rank() OVER (ORDER BY size_mb)::int AS size_mb_rank,
       dense_rank() OVER (ORDER BY scaffold_n50_kb)::int AS scaffold_n50_kb_rank,
       dense_rank() OVER (ORDER BY busco_complete_pct)::int AS busco_complete_pct_rank,
       dense_rank() OVER (ORDER BY source)::int AS source_rank,
       row_number() OVER (ORDER BY id)::int AS id_rank
FROM genome_catalog
