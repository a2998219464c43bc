-- Whether a protein exists and, when it has one, its stored PDB structure (text, size, hash).
SELECT p.id, ps.pdb_id, ps.content, ps.bytes, ps.sha256
FROM protein p
LEFT JOIN protein_structure ps ON ps.protein_id = p.id
WHERE p.id = ${id}
