-- Every taxon as the typeahead index needs it: rank, suggestion id, genus/family names, common names and how many
-- barcode, genome and occurrence records lie under it (its own and its descendants', via taxon.path).
WITH direct AS (
  SELECT taxon_id, count(*) AS n FROM barcode_sequence WHERE taxon_id IS NOT NULL GROUP BY taxon_id
  UNION ALL
  SELECT taxon_id, count(*) FROM genome_assembly WHERE taxon_id IS NOT NULL GROUP BY taxon_id
  UNION ALL
  SELECT taxon_id, count(*) FROM occurrence WHERE taxon_id IS NOT NULL GROUP BY taxon_id
),
rolled AS (
  SELECT a.id, sum(d.n)::int AS records
  FROM direct d JOIN taxon t ON t.id = d.taxon_id CROSS JOIN LATERAL unnest(t.path) AS a(id)
  GROUP BY a.id
),
common AS (
  SELECT taxon_id, json_agg(json_build_object('name', name, 'language', language) ORDER BY language, name) AS names
  FROM taxon_common_name GROUP BY taxon_id
)
SELECT t.id, t.name, t.rank, t.rank_order,
       -- readable suggestion id; the taxon id is appended only where rank + slug is not unique
       CASE WHEN count(*) OVER (PARTITION BY t.rank, t.slug) = 1 THEN t.rank || '-' || t.slug
            ELSE t.rank || '-' || t.slug || '-' || t.id END AS suggestion_id,
       -- parent context: the genus/family above the taxon, not the taxon itself
       CASE WHEN g.id <> t.id THEN g.name END AS genus,
       CASE WHEN f.id <> t.id THEN f.name END AS family,
       coalesce(c.names, '[]'::json) AS common_names, coalesce(r.records, 0) AS records
FROM taxon t
LEFT JOIN taxon g ON g.id = t.genus_id
LEFT JOIN taxon f ON f.id = t.family_id
LEFT JOIN common c ON c.taxon_id = t.id
LEFT JOIN rolled r ON r.id = t.id
ORDER BY t.id
