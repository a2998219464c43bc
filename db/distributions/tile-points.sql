-- Every occurrence with coordinates as Web Mercator metres plus the keys tiles filter on (source, family, country, taxon)
-- and its seq (the key a filter's selection names it by: located-seqs.sql).
SELECT o.merc_x, o.merc_y, o.source, coalesce(fam.name, o.verbatim_family) AS family, o.country_code,
       o.country, o.taxon_id, o.seq
FROM occurrence o
LEFT JOIN taxon t ON t.id = o.taxon_id
LEFT JOIN taxon fam ON fam.id = t.family_id
WHERE o.merc_x IS NOT NULL AND o.merc_y IS NOT NULL
