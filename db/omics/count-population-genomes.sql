-- Number of population-genome datasets (the total when a page is past the end).
SELECT count(*) AS total FROM omics_dataset WHERE dataset_type = 'population-genome'
