-- Licence and citation of the loaded environment layers the niche analysis can read.
SELECT id, licence, citation FROM data_source WHERE id IN ('beyer2020', 'etopo5', 'chelsa-gsod')
