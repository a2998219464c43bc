-- Every taxon with its path (root..self): the subtrees of record-filter.sql's `path && taxa`, as runs of the taxa in
-- path order (record-filters.ts). A taxon without a path is in no subtree, there as here.
SELECT id, path FROM taxon WHERE path IS NOT NULL
