-- A new job: waiting for its input (pending), waiting in the queue of its kind (queued), or owned by the process that accepted it (queued for one of its slots, or running); it expires keepSeconds from now unless it gets further.
INSERT INTO job (id, kind, client_ip, status, stage, attempts, queued_at, started_at, expires_at, heartbeat_at)
VALUES (${id}, ${kind}, ${clientIp}, ${status}, ${stage}, ${attempts},
        CASE WHEN ${status} = 'queued' AND NOT ${owned} THEN now() END,
        CASE WHEN ${status} = 'running' THEN now() END,
        now() + make_interval(secs => ${keepSeconds}),
        CASE WHEN ${owned} THEN now() END)
RETURNING created_at, expires_at
