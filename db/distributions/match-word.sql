-- One `q` word: it occurs in the record's name, place or collection document (the dictionary entries search-terms.sql
-- found for it) or it equals one of the record's identifiers (id, catalog number, the source's record id).
(o.name_group = ANY (${names}::int[]) OR o.place_group = ANY (${places}::int[])
 OR o.collection_group = ANY (${collections}::int[]) OR o.id = ${word}
 OR lower(o.catalog_number) = lower(${word}) OR lower(o.source_record_id) = lower(${word}))
