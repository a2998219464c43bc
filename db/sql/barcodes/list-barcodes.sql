-- Barcode records (one per species) with count and length statistics, filtered by a LIKE pattern (NULL: all), one page.
WITH search AS (
  SELECT search_text(${pattern}) AS pattern
), grouped AS (
  SELECT record_id,
         min(organism) AS organism,
         min(family) AS family,
         min(subfamily) AS subfamily,
         min(genus) AS genus,
         count(*)::int AS number,
         mode() WITHIN GROUP (ORDER BY length_bp) AS typical_length,
         min(length_bp) AS length_min,
         percentile_cont(0.25) WITHIN GROUP (ORDER BY length_bp) AS length_q1,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY length_bp) AS length_median,
         percentile_cont(0.75) WITHIN GROUP (ORDER BY length_bp) AS length_q3,
         max(length_bp) AS length_max
  FROM barcode_species_sequence
  GROUP BY record_id
), matched AS (
  SELECT grouped.* FROM grouped, search
  WHERE search.pattern IS NULL
     OR search_text(organism) LIKE search.pattern
     OR search_text(family) LIKE search.pattern
     OR search_text(subfamily) LIKE search.pattern
     OR search_text(genus) LIKE search.pattern
), page AS (
  SELECT * FROM matched ORDER BY organism, record_id LIMIT ${limit} OFFSET ${offset}
)
-- one row even when the page is empty, so the total is always known
SELECT (SELECT count(*) FROM matched)::int AS total, page.*
FROM (SELECT 1) AS one LEFT JOIN page ON true
ORDER BY page.organism, page.record_id
