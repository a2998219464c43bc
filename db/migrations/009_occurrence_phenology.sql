-- Occurrence phenology: two new occurrence sources (NHMO specimens from Norway, the Larsen & Shirey 2021
-- dated butterfly records), the Darwin Core fields they bring, flight periods per species computed once
-- at load (db/distributions/flight-periods.sql), a caveat per data source for /about, and a record search
-- built at load instead of on the first request.

ALTER TABLE data_source ADD COLUMN caveat text;   -- what a user must know beyond the licence; NULL when nothing

ALTER TABLE occurrence DROP CONSTRAINT occurrence_source_check;
ALTER TABLE occurrence ADD CONSTRAINT occurrence_source_check
  CHECK (source IN ('iodatabase', 'gbif', 'sierra-nevada-monitoring', 'nichebarcoding', 'nef-norway', 'larsen-shirey'));

ALTER TABLE occurrence
  ADD COLUMN day_of_year       smallint CHECK (day_of_year BETWEEN 1 AND 366), -- of a valid full date (year, month, day)
  ADD COLUMN sampling_protocol text,                                            -- Darwin Core samplingProtocol
  ADD COLUMN state_province    text,                                            -- Darwin Core stateProvince
  ADD COLUMN county            text;                                            -- Darwin Core county

-- Flight period of a species (or segregate / subspecies) from its dated occurrences and those of the taxa below
-- it: the `flightPeriod` object of the node detail's ecology, stored in the contract's shape so that the
-- request is one key lookup. Only taxa with at least one record dated to the month have a row.
CREATE TABLE taxon_flight_period (
  taxon_id integer PRIMARY KEY REFERENCES taxon,
  records  integer NOT NULL,                  -- occurrence records with a month
  period   jsonb NOT NULL                     -- {records, months, dayOfYear, sources} (openapi FlightPeriod)
);

-- The record search (`q` of /distributions): with ~300k records, per-record trigram documents (007's
-- distribution_search, filled on the first `q` of a data version) took longer than a request may. Instead the
-- loader groups the records' searchable fields into three small dictionaries (a few thousand distinct
-- documents), built once per load (db/distributions/search-dictionaries.ts, db/distributions/occurrence-search.sql): a word
-- matches a record when it occurs in the record's name, place or collection document, or equals one of its
-- identifiers (id, catalog number, the source's record id).
CREATE TABLE occurrence_search_term (
  kind     text NOT NULL CHECK (kind IN ('name', 'place', 'collection')),
  id       integer NOT NULL,
  taxon_id integer,            -- name documents: the resolved taxon, whose names the derived SQL adds
  raw      text NOT NULL,      -- the group's fields as loaded, joined by spaces
  document text,               -- search_text() of raw (+ taxonomy names), set by the derived SQL
  PRIMARY KEY (kind, id)
);

ALTER TABLE occurrence
  ADD COLUMN name_group       integer,   -- occurrence_search_term ('name', id)
  ADD COLUMN place_group      integer,   -- occurrence_search_term ('place', id)
  ADD COLUMN collection_group integer;   -- occurrence_search_term ('collection', id)
CREATE INDEX occurrence_name_group_idx ON occurrence (name_group);
CREATE INDEX occurrence_place_group_idx ON occurrence (place_group);
CREATE INDEX occurrence_collection_group_idx ON occurrence (collection_group);
CREATE INDEX occurrence_catalog_number_idx ON occurrence (lower(catalog_number));
CREATE INDEX occurrence_source_record_id_idx ON occurrence (lower(source_record_id));

DROP TABLE distribution_search;
DROP TABLE distribution_search_version;

-- No query filters occurrences by name, year or source_id, and each of these indexes costs load time (the
-- trigram one seconds): drop them.
DROP INDEX occurrence_name_trgm_idx;
DROP INDEX occurrence_year_idx;
DROP INDEX occurrence_source_id_idx;

-- ANALYZE runs on every load: statistics only for the columns queries filter, join or group by.
ALTER TABLE occurrence
  ALTER COLUMN verbatim_name SET STATISTICS 0, ALTER COLUMN verbatim_family SET STATISTICS 0,
  ALTER COLUMN coordinate_uncertainty_m SET STATISTICS 0, ALTER COLUMN locality SET STATISTICS 0,
  ALTER COLUMN basis_of_record SET STATISTICS 0, ALTER COLUMN event_date SET STATISTICS 0,
  ALTER COLUMN day SET STATISTICS 0, ALTER COLUMN dataset SET STATISTICS 0, ALTER COLUMN licence SET STATISTICS 0,
  ALTER COLUMN recorded_by SET STATISTICS 0, ALTER COLUMN institution_code SET STATISTICS 0,
  ALTER COLUMN collection_code SET STATISTICS 0, ALTER COLUMN sampling_protocol SET STATISTICS 0,
  ALTER COLUMN state_province SET STATISTICS 0, ALTER COLUMN county SET STATISTICS 0, ALTER COLUMN extra SET STATISTICS 0,
  ALTER COLUMN source_record_id SET STATISTICS 0, ALTER COLUMN catalog_number SET STATISTICS 0,
  ALTER COLUMN merc_x SET STATISTICS 0, ALTER COLUMN merc_y SET STATISTICS 0;

-- Tiles are cut from an in-memory index of the points (services/tiles), not by a range query: no query reads this.
DROP INDEX occurrence_merc_idx;
