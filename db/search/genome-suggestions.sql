-- Genome assemblies whose organism name (folded), common name or accession starts with q, or has a word
-- starting with it: exact first, then prefix, then word prefix; chromosome-level and larger N50 first.
SELECT id, accession, verbatim_name, common_name, family, assembly_level, size_mb,
       CASE WHEN search_text(verbatim_name) = search_text(${q}) OR lower(accession) = lower(${q}) THEN 3
            WHEN search_text(verbatim_name) LIKE like_escape(search_text(${q})) || '%'
              OR lower(accession) LIKE like_escape(lower(${q})) || '%' THEN 2
            ELSE 1 END AS score
FROM genome_assembly
WHERE search_text(verbatim_name) LIKE like_escape(search_text(${q})) || '%'
   OR search_text(verbatim_name) LIKE '% ' || like_escape(search_text(${q})) || '%'
   OR search_text(coalesce(common_name, '')) LIKE like_escape(search_text(${q})) || '%'
   OR lower(accession) LIKE like_escape(lower(${q})) || '%'
ORDER BY score DESC, (assembly_level = 'Chromosome') DESC, scaffold_n50 DESC NULLS LAST, verbatim_name, id
LIMIT ${limit}
