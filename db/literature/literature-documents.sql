-- Every record's folded search document (the text list-literature.sql matches `q` in): the in-memory list's filter.
SELECT id, search_document FROM literature
