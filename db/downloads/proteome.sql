-- The protein sequences of one taxon (opsins, silk fibroins, structures), for its proteome FASTA.
SELECT accession, name, verbatim_name, sequence
FROM protein
WHERE taxon_id = ${taxonId}::int
ORDER BY protein_type, accession
