-- The cluster's coordination state is ephemeral: after a PostgreSQL crash every instance reconnects,
-- finds its lease gone, registers again and republishes its sessions (server/cluster/cluster-node.ts),
-- and a rate-limit bucket that starts full again costs at most one window's budget. So these tables skip
-- the write-ahead log (PostgreSQL empties unlogged tables after a crash), which makes the statement every
-- API request runs on PostgreSQL — the rate limit's — and the lease renewals cheaper.
-- agent_sessions first: an unlogged table may reference a logged one, not the other way round.
ALTER TABLE agent_sessions SET UNLOGGED;
ALTER TABLE server_instances SET UNLOGGED;
ALTER TABLE rate_limit_buckets SET UNLOGGED;
