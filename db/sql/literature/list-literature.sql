-- Literature records, newest first (undated last): total and one page.
WITH page AS (
  SELECT id, title, authors, year, journal, doi
  FROM literature
  ORDER BY year DESC NULLS LAST, id
  LIMIT ${limit} OFFSET ${offset}
)
-- one row even when the page is empty, so the total is always known
SELECT (SELECT count(*) FROM literature)::int AS total, page.*
FROM (SELECT 1) AS one LEFT JOIN page ON true
ORDER BY page.year DESC NULLS LAST, page.id
