-- The non-ASCII characters of the Basic Multilingual Plane whose lower() begins with an ASCII character (the Kelvin
-- sign's is k): a query holding one may lower-case onto an accession, so the in-memory genome suggestions
-- (services/search/genome-index.ts) leave such a query to genome-suggestions.sql.
SELECT chr(cp) AS ch
FROM generate_series(128, 65533) AS cp
WHERE cp NOT BETWEEN 55296 AND 57343
  AND ascii(lower(chr(cp))) < 128
