-- The reference server's data model: accounts with hashed API keys, and a generic document store for
-- every API resource (the handlers own the JSON bodies). Ids are `<prefix>_<KSUID>` and compared with
-- COLLATE "C" so that byte order = creation order, which list pagination (newest first) relies on.

CREATE TABLE accounts (
  id text COLLATE "C" PRIMARY KEY,
  name text NOT NULL,
  may_report_abuse boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Only the SHA-256 (hex) of a key is kept: a leaked table does not leak usable keys, and lookup by
-- hash does not compare secrets byte by byte in application code.
CREATE TABLE api_keys (
  key_hash text COLLATE "C" PRIMARY KEY,
  account_id text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_keys_by_account ON api_keys (account_id);

-- parent_id: the owning resource for nested resources (an HTTPS edge's routes); children go with
-- their parent, unless something outside still references them (then the delete fails, see below).
CREATE TABLE resources (
  id text COLLATE "C" PRIMARY KEY,
  account_id text COLLATE "C" NOT NULL REFERENCES accounts (id),
  kind text NOT NULL,
  parent_id text COLLATE "C" REFERENCES resources (id) ON DELETE CASCADE,
  body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Lists of one kind under one parent, newest first.
CREATE INDEX resources_by_parent ON resources (account_id, kind, parent_id, id DESC);
-- Lists of one kind whatever the parent, newest first.
CREATE INDEX resources_by_kind ON resources (account_id, kind, id DESC);

-- Which resource names which (a weighted backend its backends, a module its IP policies, ...).
-- Deleting the referrer drops its references; deleting a referenced resource fails (no cascade on
-- to_id), which the API reports as 409.
CREATE TABLE resource_refs (
  from_id text COLLATE "C" NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  to_id text COLLATE "C" NOT NULL REFERENCES resources (id),
  PRIMARY KEY (from_id, to_id)
);
CREATE INDEX resource_refs_by_target ON resource_refs (to_id);

-- Values unique across all accounts: namespace 'addr' (reserved addresses), 'domain' (agent ingress
-- domains). Released when their resource is deleted.
CREATE TABLE unique_values (
  namespace text COLLATE "C" NOT NULL,
  value text COLLATE "C" NOT NULL,
  resource_id text COLLATE "C" NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  PRIMARY KEY (namespace, value)
);
CREATE INDEX unique_values_by_resource ON unique_values (resource_id);
