-- Per-taxon rollups of the record tables a node's detail and distribution aggregate read, derived once per load
-- (db/taxonomy/taxon-rollups.sql): a node sums its subtree's rollup rows (a few per taxon) instead of reading
-- ~300,000 occurrences, ~140,000 host-plant records and ~35,000 barcodes on a request.
-- derived, refilled by every load (LOADER_REVISION 4 in db/dataset/version.ts reloads a database loaded before them)
DROP TABLE IF EXISTS taxon_occurrence_rollup;
CREATE TABLE taxon_occurrence_rollup (
  taxon_id     integer NOT NULL,
  -- coalesce(country_code, country): the key the node's countries are grouped by; NULL for records without either
  country_key  text,
  country      text,     -- max(country) of the group (its label where a record names it)
  country_code text,     -- max(country_code) of the group
  records      integer NOT NULL
);
CREATE INDEX taxon_occurrence_rollup_taxon_idx ON taxon_occurrence_rollup (taxon_id);

DROP TABLE IF EXISTS taxon_hostplant_rollup;
CREATE TABLE taxon_hostplant_rollup (
  taxon_id         integer NOT NULL,
  hostplant_family text,  -- NULL for records without a plant family
  records          integer NOT NULL
);
CREATE INDEX taxon_hostplant_rollup_taxon_idx ON taxon_hostplant_rollup (taxon_id);

DROP TABLE IF EXISTS taxon_barcode_rollup;
CREATE TABLE taxon_barcode_rollup (
  taxon_id  integer NOT NULL,
  marker    text,
  length_bp integer,      -- one row per length: the subtree's median length is read from the cumulative counts
  records   integer NOT NULL
);
CREATE INDEX taxon_barcode_rollup_taxon_idx ON taxon_barcode_rollup (taxon_id);

-- a node's distribution aggregate (/distributions/by-node): the records grouped as aggregate-records.sql groups them
-- (source, country, taxon), and their coordinates rounded to 2 decimals, per taxon
DROP TABLE IF EXISTS occurrence_group_rollup;
CREATE TABLE occurrence_group_rollup (
  taxon_id     integer NOT NULL,
  source       text NOT NULL,
  source_id    text,
  country_code text,
  country      text,
  records      integer NOT NULL,
  unplaced     integer NOT NULL,  -- records without coordinates
  south        double precision,
  north        double precision,
  west         double precision,
  east         double precision,
  first_year   integer,
  last_year    integer
);
CREATE INDEX occurrence_group_rollup_taxon_idx ON occurrence_group_rollup (taxon_id);

DROP TABLE IF EXISTS occurrence_point_rollup;
CREATE TABLE occurrence_point_rollup (
  taxon_id integer NOT NULL,
  lat      double precision NOT NULL,
  lon      double precision NOT NULL,
  records  integer NOT NULL
);
CREATE INDEX occurrence_point_rollup_taxon_idx ON occurrence_point_rollup (taxon_id);
