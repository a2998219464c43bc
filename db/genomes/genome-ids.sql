-- Every assembly's slug: the details built in memory per data version (db/genomes/repo.ts).
SELECT id FROM genome_assembly ORDER BY id
