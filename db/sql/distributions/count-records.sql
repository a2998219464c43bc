-- Number of occurrence records matching the filter (${matching} is matching.sql, formatted).
SELECT count(*)::int AS total FROM (${matching:raw}) m
