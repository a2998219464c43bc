-- Records loaded (and dropped / unresolved at load) per source dataset, with licence, citation and caveat, for /stats and /about.
SELECT id, domain, title, licence, citation, url, caveat, records, dropped, unresolved
FROM data_source
ORDER BY domain, id
