-- Every protein's folded search document (the text list-proteins.sql matches `q` in): the in-memory list's filter.
SELECT id, search_document FROM protein
