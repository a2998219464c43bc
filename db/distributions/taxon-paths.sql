-- Every taxon with its path (root..self), rank and name: the subtrees of record-filter.sql's `path && taxa`, as runs of
-- the taxa in path order, and the nodes the taxonId facet counts at a rank (record-filters.ts). A taxon without a path
-- is in no subtree, there as here.
SELECT id, path, rank, name FROM taxon WHERE path IS NOT NULL
