-- Number of host plant associations.
SELECT count(*)::int AS total FROM hostplant_association
