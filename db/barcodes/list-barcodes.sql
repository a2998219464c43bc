-- Barcode records (one per species) with count and length statistics (derived at load: db/barcodes/read-paths.sql),
-- filtered by a LIKE pattern (NULL: all), one page. Unfiltered, a page is a range of positions (no OFFSET scan).
WITH search AS (
  SELECT search_text(${pattern}) AS pattern
), matched AS (
  SELECT s.* FROM barcode_species_stats s, search
  WHERE search.pattern IS NULL
     OR s.organism_search LIKE search.pattern
     OR s.family_search LIKE search.pattern
     OR s.subfamily_search LIKE search.pattern
     OR s.genus_search LIKE search.pattern
), page AS (
  SELECT * FROM barcode_species_stats WHERE ${pattern} IS NULL AND position > ${offset}
  ORDER BY position LIMIT ${limit}
), filtered_page AS (
  SELECT * FROM matched WHERE ${pattern} IS NOT NULL ORDER BY position LIMIT ${limit} OFFSET ${offset}
)
-- one row even when the page is empty, so the total is always known
SELECT (SELECT count(*) FROM matched)::int AS total, p.*
FROM (SELECT 1) AS one
LEFT JOIN (SELECT * FROM page UNION ALL SELECT * FROM filtered_page) p ON true
ORDER BY p.position
