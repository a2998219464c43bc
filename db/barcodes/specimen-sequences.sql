-- The sequences of specimen barcode records by id, as the source gives them (alignment gaps kept).
SELECT id, sequence FROM barcode_sequence WHERE id = ANY(${ids}::text[])
