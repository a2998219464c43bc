-- Protein kinds present in the loaded data, for the protein BLAST database title.
SELECT protein_type, count(*)::int AS sequences
FROM protein
GROUP BY protein_type
ORDER BY protein_type
