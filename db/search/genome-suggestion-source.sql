-- Every genome assembly as the in-memory suggestion index needs it (services/search/genome-index.ts): the keys
-- genome-suggestions.sql matches on, folded here by the database itself, and each row's place in that query's order
-- after the score (chromosome level first, larger N50 first, then name and id), so the index ranks exactly as it does.
SELECT id, accession, verbatim_name, common_name, family, assembly_level, size_mb,
       search_text(verbatim_name) AS name_key,
       search_text(coalesce(common_name, '')) AS common_key,
       lower(accession) AS accession_key,
       row_number() OVER (ORDER BY (assembly_level = 'Chromosome') DESC, scaffold_n50 DESC NULLS LAST, verbatim_name, id)::int
         AS position
FROM genome_assembly
ORDER BY position
