-- CHELSA V1 bioclim means of the GSOD stations in each 0.5° cell (sparse: only cells with stations).
SELECT lon, lat, ARRAY[bio1_mean, bio4_mean, bio5_mean, bio6_mean, bio7_mean, bio10_mean, bio11_mean, bio12_mean, bio15_mean] AS v
FROM environment_chelsa_cell
