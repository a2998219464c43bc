-- Per-taxon rollups of occurrences (by country), host-plant records (by plant family) and barcodes (by marker and
-- length) for the node detail
-- (the tables in db/migrations/012_taxon_rollups.sql); records without a taxon belong to no node and are left out.
INSERT INTO taxon_occurrence_rollup (taxon_id, country_key, country, country_code, records)
SELECT taxon_id, coalesce(country_code, country), max(country), max(country_code), count(*)::int
FROM occurrence WHERE taxon_id IS NOT NULL
GROUP BY 1, 2;

INSERT INTO taxon_hostplant_rollup (taxon_id, hostplant_family, records)
SELECT taxon_id, hostplant_family, count(*)::int
FROM hostplant_association WHERE taxon_id IS NOT NULL
GROUP BY 1, 2;

INSERT INTO taxon_barcode_rollup (taxon_id, marker, length_bp, records)
SELECT taxon_id, marker, length_bp, count(*)::int
FROM barcode_sequence WHERE taxon_id IS NOT NULL
GROUP BY 1, 2, 3;

-- the groups and rounded coordinates of db/distributions/aggregate-records.sql, per taxon (by-node aggregates)
INSERT INTO occurrence_group_rollup
  (taxon_id, source, source_id, country_code, country, records, unplaced, south, north, west, east, first_year, last_year)
SELECT taxon_id, source, source_id, country_code, country, count(*)::int,
       (count(*) FILTER (WHERE latitude IS NULL OR longitude IS NULL))::int,
       min(latitude), max(latitude), min(longitude), max(longitude), min(year), max(year)
FROM occurrence WHERE taxon_id IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;

INSERT INTO occurrence_point_rollup (taxon_id, lat, lon, records)
SELECT taxon_id, round(latitude::numeric, 2)::float8, round(longitude::numeric, 2)::float8, count(*)::int
FROM occurrence WHERE taxon_id IS NOT NULL AND latitude IS NOT NULL AND longitude IS NOT NULL
GROUP BY 1, 2, 3;
