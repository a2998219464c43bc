-- What a claimed job runs with: its configuration.
SELECT workflow, model, options, seed FROM niche_job WHERE id = ${id}
