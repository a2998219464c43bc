-- A new job awaiting its uploads; expires unless confirmed in time.
INSERT INTO niche_job (id, client_ip, label, workflow, model, options, seed, status, stage, expires_at)
VALUES (${id}, ${clientIp}, ${label}, ${workflow}, ${model}, ${options:json}, ${seed}, 'pending', 'awaiting_uploads', now() + make_interval(secs => ${ttlSeconds}))
RETURNING created_at, expires_at
