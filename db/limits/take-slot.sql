-- Takes the lowest free slot (1…limit) of a client's concurrency limit for one request, in one round trip. A slot is
-- free when no row holds it or its row has expired (its process stopped beating); an expired row is taken over. Two
-- instances choosing the same free slot meet on the primary key: the loser gets no slot though it saw one free
-- (saw_free), and asks again. `live` is the slots held before this one.
WITH live AS (
  SELECT slot FROM client_slot
  WHERE limit_name = ${name} AND client = ${client} AND expires_at > now()
), free AS (
  SELECT n AS slot FROM generate_series(1, ${limit}::int) AS n
  WHERE n NOT IN (SELECT slot FROM live)
  ORDER BY n
  LIMIT 1
), taken AS (
  INSERT INTO client_slot AS s (limit_name, client, slot, token, instance, expires_at)
  SELECT ${name}, ${client}, slot, ${token}::uuid, ${instance}::uuid, now() + make_interval(secs => ${ttlSeconds})
  FROM free
  ON CONFLICT (limit_name, client, slot) DO UPDATE
    SET token = excluded.token, instance = excluded.instance, expires_at = excluded.expires_at
    WHERE s.expires_at <= now()
  RETURNING s.slot
)
SELECT (SELECT slot FROM taken) AS slot,
       (SELECT count(*) FROM live)::int AS live,
       EXISTS (SELECT 1 FROM free) AS saw_free
