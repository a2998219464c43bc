-- Ids of taxonomy nodes ${taxonIds} and all their descendants (the tile taxon filter).
SELECT id FROM taxon WHERE path && ${taxonIds}::int[]
