-- Every association id in one sort order of the list (ascending), for the in-memory positions of db/hostplants/sort-positions.ts.
SELECT id FROM hostplant_association ORDER BY ${orderBy:raw}
