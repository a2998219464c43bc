-- Every publication's id: the details built in memory per data version (db/literature/repo.ts).
SELECT id FROM literature ORDER BY id
