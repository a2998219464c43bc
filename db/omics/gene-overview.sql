-- Gene-level features of the species' assembly with the most genes: feature counts by BUSCO status or GFF type.
WITH best AS (
  SELECT f.assembly_id, count(*) AS genes
  FROM genome_gene_feature f
  WHERE f.taxon_id = ${taxonId} AND f.type = 'gene' AND f.assembly_id IS NOT NULL
  GROUP BY f.assembly_id
  ORDER BY genes DESC, f.assembly_id
  LIMIT 1
)
SELECT b.assembly_id, a.accession, b.genes,
       (SELECT string_agg(DISTINCT f.feature_source, ', ') FROM genome_gene_feature f WHERE f.assembly_id = b.assembly_id) AS feature_source,
       (SELECT coalesce(l.label, s.title) FROM data_source s LEFT JOIN catalog_source_label l ON l.source_id = s.id
        WHERE s.id = (SELECT min(source_id) FROM genome_gene_feature f WHERE f.assembly_id = b.assembly_id)) AS source_title,
       (SELECT json_agg(json_build_object('type', k, 'count', n) ORDER BY n DESC, k) FROM (
          SELECT coalesce(f.attributes->>'busco_status', f.type) AS k, count(*) AS n
          FROM genome_gene_feature f WHERE f.assembly_id = b.assembly_id GROUP BY 1) x) AS features
FROM best b
JOIN genome_assembly a ON a.id = b.assembly_id
