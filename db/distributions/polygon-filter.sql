-- One polygon of the `geometry` filter over occurrence `o`: inside its box (an index-free but cheap test), inside its outer
-- ring and in none of its holes (${outer}, ${holes}: PostgreSQL polygon literals; `@>` counts a point on an edge in).
(o.longitude BETWEEN ${west} AND ${east} AND o.latitude BETWEEN ${south} AND ${north}
 AND ${outer}::polygon @> point(o.longitude, o.latitude)
 AND NOT EXISTS (SELECT 1 FROM unnest(${holes}::polygon[]) AS hole WHERE hole @> point(o.longitude, o.latitude)))
