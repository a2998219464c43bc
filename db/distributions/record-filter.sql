-- The filter of every distribution query over occurrence `o`: optional source, presence of
-- coordinates, and ${words} (one match-word.sql condition per `q` word, ANDed; `true` without q).
(${source}::text IS NULL OR o.source = ${source})
AND (${hasCoordinate}::boolean IS NULL OR (o.latitude IS NOT NULL AND o.longitude IS NOT NULL) = ${hasCoordinate})
AND ${words:raw}
