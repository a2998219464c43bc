-- The filter of every distribution query over occurrence `o` (db/distributions/occurrence-filter.ts's object, as values
-- formatted into the text): a NULL parameter is a filter not given, and PostgreSQL folds its `NULL IS NULL OR …` away
-- when planning, so only the given filters are evaluated. ${words} is one match-word.sql condition per `q` word
-- (ANDed; `true` without q), ${geometry} one polygon-filter.sql condition per polygon (ORed; `true` without one).
(${source}::text IS NULL OR o.source = ${source})
AND (${hasCoordinate}::boolean IS NULL OR (o.latitude IS NOT NULL AND o.longitude IS NOT NULL) = ${hasCoordinate})
AND (${taxa}::int[] IS NULL OR o.taxon_id = ANY (ARRAY(SELECT id FROM taxon WHERE path && ${taxa}::int[])))
AND (${countries}::text[] IS NULL OR o.country_code = ANY (${countries}::text[]))
-- a record's family is one of its name group (search-dictionaries.ts): the groups of the asked families
AND (${nameGroups}::int[] IS NULL OR o.name_group = ANY (${nameGroups}::int[]))
AND (${yearMin}::int IS NULL OR o.year >= ${yearMin}) AND (${yearMax}::int IS NULL OR o.year <= ${yearMax})
AND (${monthMin}::int IS NULL OR o.month >= ${monthMin}) AND (${monthMax}::int IS NULL OR o.month <= ${monthMax})
AND (${dayMin}::int IS NULL OR o.day_of_year >= ${dayMin}) AND (${dayMax}::int IS NULL OR o.day_of_year <= ${dayMax})
AND (${uncertaintyMin}::float8 IS NULL OR o.coordinate_uncertainty_m >= ${uncertaintyMin})
AND (${uncertaintyMax}::float8 IS NULL OR o.coordinate_uncertainty_m <= ${uncertaintyMax})
-- the raw values (as the sources write them) whose GBIF form was asked for
AND (${basisOfRecord}::text[] IS NULL OR o.basis_of_record = ANY (${basisOfRecord}::text[]))
-- a box with minLon > maxLon crosses the antimeridian
AND (${minLon}::float8 IS NULL OR (o.latitude BETWEEN ${minLat} AND ${maxLat}
     AND CASE WHEN ${minLon} <= ${maxLon} THEN o.longitude BETWEEN ${minLon} AND ${maxLon}
              ELSE o.longitude >= ${minLon} OR o.longitude <= ${maxLon} END))
AND (${geometry:raw})
AND ${words:raw}
