-- Beyer et al. 2020 present-day 1° land cells: climate and mean land elevation (NULLs stay NULL).
SELECT lon, lat, ARRAY[bio1, bio10, bio12, elev_mean_land_m] AS v FROM environment_beyer2020_cell
