-- The Merian painting of an assembly: per sequence, its Complete (single-copy) BUSCO genes and how many of them
-- each Merian element holds — lep_busco_painter's count (it reads only Complete genes of both tables).
WITH genes AS (
  -- BUSCO 5.0 names some genes' sequence with the region it searched again ('LR989898.1:8924213-8960758', the
  -- gene's coordinates still on LR989898.1): such a gene is counted on its sequence
  SELECT regexp_replace(g.sequence_accession, ':[0-9]+-[0-9]+$', '') AS sequence, m.merian_element AS element
  FROM genome_busco_gene g
  LEFT JOIN busco_merian_element m ON m.busco_id = g.busco_id
  WHERE g.assembly_id = ${id} AND g.status = 'Complete' AND g.sequence_accession IS NOT NULL
    -- the full table the assembly's BUSCO quality comes from (genome-derived.sql), so the two agree
    AND g.source_id = (SELECT a.busco_source_id FROM genome_assembly a WHERE a.id = ${id})
),
per_element AS (
  SELECT sequence, element, count(*)::int AS genes FROM genes GROUP BY sequence, element
)
SELECT sequence,
       -- an INSDC accession ('LR989895.1', 'CAJHVK020000007.1'); anything else is a run's internal name
       sequence ~ '^[A-Z]{1,6}[0-9]{5,}(\.[0-9]+)?$' AS is_accession,
       sum(genes)::int AS busco_genes,
       coalesce(json_agg(json_build_object('element', element, 'count', genes)
                         ORDER BY genes DESC, element = 'MZ', nullif(substring(element FROM 2), 'Z')::int)
                  FILTER (WHERE element IS NOT NULL), '[]') AS merian_elements
FROM per_element
GROUP BY sequence
ORDER BY busco_genes DESC, sequence
