-- The synthetic occurrences of tools/bench-scale.ts (never loaded into the shipped data or the test database): every
-- real record copied $1 − 1 times. Copy k gets the id 'synthetic-x<k>:<real id>', a seq after every real record's, and
-- a seeded jitter (seed $2, a hash of the real id and k): at most ±$3° of latitude and of longitude (clamped to the
-- valid ranges, Web Mercator recomputed as db/distributions/geo.ts does, nothing placed that was not) and ±$4 days on
-- a record dated to the day. Everything else — name, taxon, country, source, licence, search dictionary groups — is
-- the real record's, so a filter or a search selects each copy with its original.
WITH top AS (SELECT max(seq) AS seq FROM occurrence)
INSERT INTO occurrence (
  id, source, source_id, source_record_id, taxon_id, verbatim_name, verbatim_family, latitude, longitude, merc_x,
  merc_y, coordinate_uncertainty_m, country_code, country, locality, basis_of_record, event_date, year, month, day,
  day_of_year, dataset, licence, recorded_by, institution_code, collection_code, catalog_number, sampling_protocol,
  state_province, county, extra, name_group, place_group, collection_group, seq)
SELECT 'synthetic-x' || k || ':' || o.id, o.source, o.source_id, o.source_record_id, o.taxon_id, o.verbatim_name,
       o.verbatim_family, p.lat, p.lon,
       CASE WHEN o.merc_x IS NOT NULL AND p.lat IS NOT NULL THEN 6378137 * p.lon * pi() / 180 END,
       CASE WHEN o.merc_y IS NOT NULL AND p.lat IS NOT NULL
            THEN 6378137 * ln(tan(pi() / 4 + least(85.0511287798066, greatest(-85.0511287798066, p.lat)) * pi() / 360))
       END,
       o.coordinate_uncertainty_m, o.country_code, o.country, o.locality, o.basis_of_record,
       coalesce(to_char(d.day, 'YYYY-MM-DD'), o.event_date),
       coalesce(extract(year FROM d.day)::int, o.year),
       coalesce(extract(month FROM d.day)::smallint, o.month),
       coalesce(extract(day FROM d.day)::smallint, o.day),
       coalesce(extract(doy FROM d.day)::smallint, o.day_of_year),
       o.dataset, o.licence, o.recorded_by, o.institution_code, o.collection_code, o.catalog_number,
       o.sampling_protocol, o.state_province, o.county, o.extra, o.name_group, o.place_group, o.collection_group,
       o.seq + k * top.seq
FROM occurrence o
CROSS JOIN top
CROSS JOIN generate_series(1, $1::int - 1) AS k
CROSS JOIN LATERAL (SELECT hashtextextended(o.id || '#' || k, $2::bigint) AS h) r
CROSS JOIN LATERAL (
  SELECT ((r.h & 65535) / 32767.5 - 1)::float8 AS u,
         (((r.h >> 16) & 65535) / 32767.5 - 1)::float8 AS v,
         (((r.h >> 32) & 65535) % (2 * $4::int + 1))::int - $4::int AS shift
) j
CROSS JOIN LATERAL (
  SELECT CASE WHEN o.latitude IS NOT NULL AND o.longitude IS NOT NULL
              THEN least(90, greatest(-90, o.latitude + j.u * $3::float8)) END AS lat,
         CASE WHEN o.latitude IS NOT NULL AND o.longitude IS NOT NULL
              THEN least(180, greatest(-180, o.longitude + j.v * $3::float8)) END AS lon
) p
CROSS JOIN LATERAL (
  SELECT CASE WHEN o.day_of_year IS NOT NULL THEN make_date(o.year, 1, 1) + (o.day_of_year - 1 + j.shift) END AS day
) d
WHERE o.id NOT LIKE 'synthetic-%';
