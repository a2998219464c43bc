-- One keyset page of protein sequences for the protein BLAST database FASTA (id order).
SELECT id, accession, name, verbatim_name, sequence
FROM protein
WHERE id > ${after}
ORDER BY id
LIMIT ${limit}
