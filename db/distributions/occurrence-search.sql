-- The record search's dictionary documents (occurrence_search_term, db/migrations/009): name entries get the
-- resolved species and family names from the taxonomy (so a record is found by its accepted name and family,
-- not only by the name its source wrote), then every entry is folded once with search_text(). Runs after
-- taxon-derived.sql (taxon.family_id).
UPDATE occurrence_search_term s
SET raw = concat_ws(' ', s.raw, t.name, fam.name)
FROM taxon t
LEFT JOIN taxon fam ON fam.id = t.family_id
WHERE s.kind = 'name' AND t.id = s.taxon_id;

UPDATE occurrence_search_term SET document = search_text(raw);
