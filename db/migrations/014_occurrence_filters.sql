-- Occurrence filters (issue 25): every record gets a dense integer `seq` at load (its position in load order), so the
-- in-memory tile index can mark the records a filter selects from a list of integers
-- (services/distributions/tile-index.ts) instead of matching ~300k text ids.
ALTER TABLE occurrence ADD COLUMN seq integer;
ALTER TABLE occurrence ALTER COLUMN seq SET STATISTICS 0;
