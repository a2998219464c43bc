-- The distinct ISO country codes of the occurrences (their English names are added in the repository).
SELECT DISTINCT country_code AS code FROM occurrence WHERE country_code IS NOT NULL ORDER BY 1
