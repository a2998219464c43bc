-- Each record name group (search-dictionaries.ts: one taxon, verbatim name and verbatim family) with the family its
-- records show: the taxonomy's family of the resolved taxon, else the source's. Read once per data version (the
-- `family` filter and facet), a few thousand rows.
SELECT g.name_group, coalesce(fam.name, g.verbatim_family) AS family
FROM (SELECT name_group, min(taxon_id) AS taxon_id, min(verbatim_family) AS verbatim_family
      FROM occurrence GROUP BY name_group) g
LEFT JOIN taxon t ON t.id = g.taxon_id
LEFT JOIN taxon fam ON fam.id = t.family_id
