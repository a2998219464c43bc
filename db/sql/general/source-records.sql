-- Records loaded per source dataset, with licence and citation, for /stats and /about.
SELECT id, domain, title, licence, citation, url, records
FROM data_source
ORDER BY domain, id
