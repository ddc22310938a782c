-- Coordination of server instances that share one PostgreSQL, so that they answer as one service:
-- which instances are alive (a lease each renews), which agent sessions are online and which
-- instance holds each agent's socket, and one rate-limit budget per account. The embedded database
-- has one process and keeps these in memory; the tables exist there too, unused (one schema).

-- An instance that stops renewing its lease (killed, hung, cut off from the database) is dead once
-- `lease_expires_at` passes: its sessions stop being listed at that moment, and the next sweep by any
-- instance deletes it, and with it its sessions.
CREATE TABLE server_instances (
  id text COLLATE "C" PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now(),
  lease_expires_at timestamptz NOT NULL
);
CREATE INDEX server_instances_by_lease ON server_instances (lease_expires_at);

-- One row per online tunnel session; `record` is the session as the owning instance knows it (the
-- API fields, the tunnels with their labels). Commands for it go to `instance_id` (LISTEN/NOTIFY).
CREATE TABLE agent_sessions (
  id text COLLATE "C" PRIMARY KEY,
  account_id text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  credential_id text COLLATE "C" NOT NULL,
  instance_id text COLLATE "C" NOT NULL REFERENCES server_instances (id) ON DELETE CASCADE,
  record jsonb NOT NULL CHECK (jsonb_typeof(record) = 'object')
);
-- Lists of an account's sessions, newest first.
CREATE INDEX agent_sessions_by_account ON agent_sessions (account_id, id DESC);
CREATE INDEX agent_sessions_by_instance ON agent_sessions (instance_id);

-- The rate limit as a generic cell rate algorithm (a token bucket kept as one timestamp): `tat` is
-- the theoretical arrival time of the next request; one UPDATE decides and moves it.
CREATE TABLE rate_limit_buckets (
  account_id text COLLATE "C" PRIMARY KEY,
  tat timestamptz NOT NULL
);
