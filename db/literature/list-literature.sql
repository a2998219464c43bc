-- Literature records matching every word of `q` (all when null), newest first (undated last): total and one page.
WITH matched AS (
  SELECT id, title, authors, year, journal, doi
  FROM literature
  WHERE ${patterns}::text[] IS NULL
     OR search_document LIKE ALL (ARRAY(SELECT search_text(x) FROM unnest(${patterns}::text[]) x))
), page AS (
  SELECT * FROM matched
  ORDER BY year DESC NULLS LAST, id
  LIMIT ${limit} OFFSET ${offset}
)
-- one row even when the page is empty, so the total is always known
SELECT (SELECT count(*) FROM matched)::int AS total, page.*
FROM (SELECT 1) AS one LEFT JOIN page ON true
ORDER BY page.year DESC NULLS LAST, page.id
