-- ETOPO5 0.5° land cells: mean land elevation and its spread within the cell.
SELECT lon, lat, ARRAY[elev_mean_land_m, elev_sd_m] AS v FROM environment_etopo5_cell
