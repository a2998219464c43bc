-- Every name the typeahead answers to: scientific names, synonyms (pointing at the accepted taxon) and common names.
SELECT id AS taxon_id, name, 'scientificName' AS field FROM taxon
UNION ALL
SELECT taxon_id, name, 'synonym' FROM taxon_synonym
UNION ALL
SELECT taxon_id, name, 'commonName' FROM taxon_common_name
