-- Every protein's id: the details built in memory per data version (db/proteins/repo.ts).
SELECT id FROM protein ORDER BY id
