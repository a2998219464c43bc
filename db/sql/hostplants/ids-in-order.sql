-- Every association id in one sort order of the list (ascending), for the in-memory positions of db/repos/hostplant-order.ts.
SELECT id FROM hostplant_association ORDER BY ${orderBy:raw}
