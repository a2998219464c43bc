-- Number of occurrence records matching the filter (${filter} is record-filter.sql, formatted).
SELECT count(*)::int AS total FROM occurrence o WHERE ${filter:raw}
