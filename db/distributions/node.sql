-- A taxonomy node as a reference, with whether it is a root of the tree.
SELECT id, name, rank, parent_id IS NULL AS is_root FROM taxon WHERE id = ${nodeId}
