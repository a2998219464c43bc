-- Ids of a taxonomy node and all its descendants (the tile taxon filter).
SELECT id FROM taxon WHERE path @> ARRAY[${taxonId}::int]
