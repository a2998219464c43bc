-- Number of host plant associations with an insect or plant name starting with the prefix.
SELECT count(*)::int AS total FROM hostplant_matches(${prefix})
