-- Per-client limits shared by every instance on this database (services/limits/shared.ts, db/limits): the requests of
-- a client counted per rate window, and the requests it has in progress as slots. UNLOGGED: a count is worth nothing
-- after a crash of PostgreSQL (the table comes back empty: every client starts a fresh window), and no write of it waits
-- for the WAL.
CREATE UNLOGGED TABLE client_rate_window (
  limit_name  text NOT NULL,              -- the limit (the first operation that declares it: 'createNicheJob', …)
  client      text NOT NULL,              -- the client IP
  window_end  bigint NOT NULL,            -- epoch milliseconds of the database's clock, when the window closes
  used        integer NOT NULL,           -- requests counted in the window, refused ones included
  PRIMARY KEY (limit_name, client, window_end)
);

-- A client's requests in progress: one row per slot 1…limit, so the rows themselves are the semaphore (a slot number is
-- taken once; two instances racing for it meet on the primary key). A slot whose process stops beating expires.
CREATE UNLOGGED TABLE client_slot (
  limit_name  text NOT NULL,
  client      text NOT NULL,
  slot        integer NOT NULL,
  token       uuid NOT NULL,              -- the request holding the slot: only it releases it
  instance    uuid NOT NULL,              -- the process holding it, whose heartbeat keeps expires_at ahead
  expires_at  timestamptz NOT NULL,       -- then free, whatever became of its process (kill -9)
  PRIMARY KEY (limit_name, client, slot)
);
CREATE INDEX client_slot_instance_idx ON client_slot (instance);
