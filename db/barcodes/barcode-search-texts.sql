-- Every barcode record's folded search fields (those list-barcodes.sql matches `q` in): the in-memory list's filter.
SELECT record_id, organism_search, family_search, subfamily_search, genus_search FROM barcode_species_stats
