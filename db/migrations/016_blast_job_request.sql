-- What a BLAST job searched for (query residues, e-value, maxHits), so BLAST+ can write its results again in its own
-- formats (tabular, pairwise) against the same database. NULL for jobs recorded before.
ALTER TABLE blast_job ADD COLUMN IF NOT EXISTS request jsonb;
