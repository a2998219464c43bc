-- Read paths of /barcodes (the table in db/migrations/011_barcode_read_paths.sql), derived once per load.

-- per-species barcode statistics, numbered in the list's order
INSERT INTO barcode_species_stats
  (position, record_id, organism, family, subfamily, genus, number, typical_length, length_min, length_q1,
   length_median, length_q3, length_max, sequence_ids, organism_search, family_search, subfamily_search, genus_search)
SELECT row_number() OVER (ORDER BY g.organism, g.record_id)::int, g.*,
       search_text(g.organism), search_text(g.family), search_text(g.subfamily), search_text(g.genus)
FROM (
  SELECT record_id,
         min(organism) AS organism,
         min(family) AS family,
         min(subfamily) AS subfamily,
         min(genus) AS genus,
         count(*)::int AS number,
         mode() WITHIN GROUP (ORDER BY length_bp) AS typical_length,
         min(length_bp) AS length_min,
         percentile_cont(0.25) WITHIN GROUP (ORDER BY length_bp) AS length_q1,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY length_bp) AS length_median,
         percentile_cont(0.75) WITHIN GROUP (ORDER BY length_bp) AS length_q3,
         max(length_bp) AS length_max,
         array_agg(id ORDER BY dataset, sample_id) AS sequence_ids
  FROM barcode_species_sequence
  GROUP BY record_id
) g;
