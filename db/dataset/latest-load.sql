-- The most recent completed dataset load: data version and when it finished. Loads run one at a time (each truncates
-- the data tables first) and insert their row just before they commit, so the highest id is the load whose data is in
-- the tables; finished_at is the wall clock of whichever instance ran it, and two instances' clocks may disagree.
SELECT data_version, finished_at
FROM data_load
ORDER BY id DESC
LIMIT 1
