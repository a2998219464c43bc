-- Gives up the lease of a job this process no longer runs.
SELECT pg_advisory_unlock(${namespace}, hashtext(${id}::text)) AS released
