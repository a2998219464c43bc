-- Takes the lease of a job this process runs: a session-level advisory lock (the job-lease key, hash of the job id) that PostgreSQL frees when the session ends, also when the process is killed.
SELECT pg_try_advisory_lock(${namespace}, hashtext(${id}::text)) AS taken
