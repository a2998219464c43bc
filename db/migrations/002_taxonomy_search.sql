-- Taxonomy search and suggestions: expression indexes for exact/prefix name matches and subtree literature.
-- The trigram GIN indexes of 001 serve fuzzy and infix matches; these btrees serve `search_text(name) = q`
-- and `search_text(name) LIKE 'q%'` without recomputing unaccent over every row.
CREATE INDEX IF NOT EXISTS taxon_search_key_idx ON taxon (search_text(name) text_pattern_ops);
CREATE INDEX IF NOT EXISTS taxon_synonym_search_key_idx ON taxon_synonym (search_text(name) text_pattern_ops);
CREATE INDEX IF NOT EXISTS taxon_common_name_search_key_idx ON taxon_common_name (search_text(name) text_pattern_ops);
CREATE INDEX IF NOT EXISTS genome_assembly_search_key_idx ON genome_assembly (search_text(verbatim_name) text_pattern_ops);

-- A LIKE pattern that matches `value` literally (its %, _ and \ escaped); IMMUTABLE so a pattern
-- built from a constant query folds at plan time and the text_pattern_ops btrees above apply.
CREATE OR REPLACE FUNCTION like_escape(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN replace(replace(replace(value, '\', '\\'), '%', '\%'), '_', '\_');
