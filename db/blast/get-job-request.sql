-- What a job searched (query residues, e-value, maxHits), visible only to the client IP that submitted it.
SELECT b.request
FROM job j
JOIN blast_job b ON b.id = j.id
WHERE j.id = ${id} AND j.client_ip = ${clientIp}
