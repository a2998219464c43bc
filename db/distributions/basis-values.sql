-- The basisOfRecord values as the sources write them (a handful): the filter and facet compare their GBIF form.
SELECT DISTINCT basis_of_record AS value FROM occurrence WHERE basis_of_record IS NOT NULL
