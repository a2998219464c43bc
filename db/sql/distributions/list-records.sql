-- One page of the matching occurrence records in id order (${matching} is matching.sql, formatted).
SELECT * FROM (${matching:raw}) m ORDER BY id LIMIT ${limit} OFFSET ${offset}
