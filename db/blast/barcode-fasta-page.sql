-- One keyset page of a marker's barcode sequences for the BLAST database FASTA (id order).
SELECT id, verbatim_name, marker, country, sequence
FROM barcode_sequence
WHERE marker = ${marker} AND id > ${after}
ORDER BY id
LIMIT ${limit}
