-- Genome, transcriptome and proteome files served under a species slug, with the dataset each file comes from.
SELECT f.id, f.dataset_type, f.label,
       CASE f.kind WHEN 'assembly-report' THEN a.accession WHEN 'transcriptome-runs' THEN d.id ELSE t.slug END AS dataset_id,
       CASE f.kind
         WHEN 'assembly-report' THEN coalesce(a.assembly_name, a.accession) || ' genome assembly'
         WHEN 'transcriptome-runs' THEN d.verbatim_name || coalesce(' ' || d.bioproject, '') || coalesce(' (' || d.condition || ')', '') || ' RNA-seq'
         ELSE t.name || ' proteins'
       END AS dataset_name,
       CASE f.kind
         WHEN 'assembly-report' THEN (SELECT coalesce(l.label, s.title) FROM data_source s LEFT JOIN catalog_source_label l ON l.source_id = s.id WHERE s.id = a.source_id)
         WHEN 'transcriptome-runs' THEN (SELECT coalesce(l.label, s.title) FROM data_source s LEFT JOIN catalog_source_label l ON l.source_id = s.id WHERE s.id = d.source_id)
         ELSE (SELECT string_agg(DISTINCT coalesce(l.label, s.title), '; ') FROM protein p JOIN data_source s ON s.id = p.source_id
               LEFT JOIN catalog_source_label l ON l.source_id = s.id WHERE p.taxon_id = t.id)
       END AS source
FROM download_file f
LEFT JOIN genome_assembly a ON f.kind = 'assembly-report' AND a.id = f.subject
LEFT JOIN omics_dataset d ON f.kind = 'transcriptome-runs' AND d.id = f.subject
LEFT JOIN taxon t ON f.kind = 'proteome-fasta' AND t.id = f.taxon_id
WHERE f.present AND f.species_slug = ${slug}
ORDER BY array_position(ARRAY['genome', 'transcriptome', 'proteome'], f.dataset_type), dataset_name, f.id
