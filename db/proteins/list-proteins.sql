-- A page of proteins (opsins, silk fibroins, bombyxin-II) matching every word of `q`, and the total.
WITH matched AS (
  SELECT p.id, p.name, p.protein_type, coalesce(t.name, p.verbatim_name) AS species,
         coalesce(p.family, f.name) AS family, p.length_aa, p.accession,
         coalesce(l.label, s.title) AS source, p.has_structure
  FROM protein p
  JOIN data_source s ON s.id = p.source_id
  LEFT JOIN catalog_source_label l ON l.source_id = p.source_id
  LEFT JOIN taxon t ON t.id = p.taxon_id
  LEFT JOIN taxon f ON f.id = t.family_id
  WHERE ${patterns}::text[] IS NULL
     OR p.search_document LIKE ALL (ARRAY(SELECT search_text(x) FROM unnest(${patterns}::text[]) x))
)
SELECT (SELECT count(*) FROM matched) AS total,
       (SELECT coalesce(json_agg(m), '[]') FROM (
          SELECT * FROM matched ORDER BY ${orderBy:raw} LIMIT ${limit} OFFSET ${offset}) m) AS items
