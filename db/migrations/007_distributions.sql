-- Distributions: per-data-version search documents of the occurrence records (filled lazily by
-- db/distributions/repo.ts), so `q` compares precomputed lower-case, unaccented text instead of
-- unaccenting every record's fields on every request.

CREATE TABLE distribution_search_version (
  data_version text PRIMARY KEY,
  filled_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE distribution_search (
  data_version text NOT NULL REFERENCES distribution_search_version ON DELETE CASCADE,
  id           text NOT NULL,           -- occurrence.id
  document     text NOT NULL,           -- search_text() of species, family, country and collection metadata
  PRIMARY KEY (data_version, id)
);
CREATE INDEX distribution_search_trgm_idx ON distribution_search USING gin (document gin_trgm_ops);
