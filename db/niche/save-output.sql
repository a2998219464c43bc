-- What a run stored (results and visualizations once succeeded; its files either way), written with the end of its job.
UPDATE niche_job
SET results = ${results:json}, visualizations = ${visualizations:json}, output_files = ${outputFiles:json}
WHERE id = ${id}
