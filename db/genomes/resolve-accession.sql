-- The assembly an accession names: GenBank (GCA_) or RefSeq (GCF_), with its version, or without it the latest version
-- the data holds (the highest `.N` of that accession).
SELECT id
FROM genome_assembly a
CROSS JOIN LATERAL (VALUES (a.accession), (a.refseq_accession)) AS named(accession)
WHERE named.accession = ${accession}
   OR (${unversioned} AND split_part(named.accession, '.', 1) = ${accession})
ORDER BY nullif(split_part(named.accession, '.', 2), '')::int DESC NULLS LAST
LIMIT 1
