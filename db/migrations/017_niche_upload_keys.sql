-- Where each recorded niche upload is stored: every upload gets a unique key, and the row names the one that counts, so
-- a refused or racing upload never replaces the file a job recorded. NULL for uploads made before (stored under the
-- file's declared name).
ALTER TABLE niche_job_file ADD COLUMN IF NOT EXISTS storage_key text;
