-- The niche part of a new job: its configuration (the job itself awaits its uploads).
INSERT INTO niche_job (id, label, workflow, model, options, seed)
VALUES (${id}, ${label}, ${workflow}, ${model}, ${options:json}, ${seed})
