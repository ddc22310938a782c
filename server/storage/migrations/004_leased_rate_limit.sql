-- The shared rate limit as leased slices of a rolling window (docs/decisions/0054-leased-rate-limit.md):
-- each row is a slice of an account's budget that one instance reserved and spends locally. A row counts
-- `requests` against the account's window until `counts_until`: the reservation's time plus the window plus
-- the slice's spending time, shortened when the instance gives back what it did not spend and when its last
-- request was. The embedded database keeps its window in memory; the table exists there too, unused.
-- Unlogged like the other coordination state (003): after a PostgreSQL crash the windows start empty.
--
-- rate_limit_buckets (002, the token bucket this replaces) is left in place, unused, so that instances of
-- the previous version keep answering while a cluster is upgraded one instance at a time.
CREATE UNLOGGED TABLE rate_limit_slices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id text COLLATE "C" NOT NULL,
  requests integer NOT NULL CHECK (requests > 0),
  counts_until timestamptz NOT NULL
);
CREATE INDEX rate_limit_slices_by_account ON rate_limit_slices (account_id, counts_until);

-- One round trip per slice: gives back the instance's previous slice of this account (when it names one),
-- then reserves up to `want` requests of what the window has left. The advisory lock serialises the
-- account's reservations across instances; each statement below takes a new snapshot after it, so it sees
-- every reservation committed before. Returns the slice (its id and size), or, when the window is full,
-- no slice and the seconds until one request fits (when enough of the oldest slices stop counting).
CREATE FUNCTION rate_limit_reserve(
  p_account_id text,
  p_want integer,
  p_limit integer,
  p_window_seconds float8,
  p_spend_seconds float8,
  p_returned_id bigint,
  p_returned_spent integer,
  p_returned_idle_seconds float8
) RETURNS TABLE (slice_id bigint, granted integer, retry_after float8)
LANGUAGE plpgsql AS $$
DECLARE
  used bigint;
  free integer;
BEGIN
  -- (class 1918989413, "rate" in ASCII: the two-key lock space, apart from the migrations' one-key lock)
  PERFORM pg_advisory_xact_lock(1918989413, hashtext(p_account_id));
  IF p_returned_id IS NOT NULL THEN
    IF p_returned_spent = 0 THEN
      DELETE FROM rate_limit_slices WHERE id = p_returned_id AND account_id = p_account_id;
    ELSE
      -- now() is no earlier than when the instance sent this, so now() minus its idle time is no earlier
      -- than its last request of the slice: every request spent still counts a whole window.
      UPDATE rate_limit_slices
      SET requests = LEAST(requests, p_returned_spent),
          counts_until = LEAST(counts_until, now() - make_interval(secs => p_returned_idle_seconds) + make_interval(secs => p_window_seconds))
      WHERE id = p_returned_id AND account_id = p_account_id;
    END IF;
  END IF;
  IF p_want = 0 THEN
    RETURN;
  END IF;
  DELETE FROM rate_limit_slices WHERE account_id = p_account_id AND counts_until <= now();
  SELECT coalesce(sum(requests), 0) INTO used FROM rate_limit_slices WHERE account_id = p_account_id;
  free := LEAST(p_want, p_limit - used);
  IF free > 0 THEN
    RETURN QUERY
      INSERT INTO rate_limit_slices (account_id, requests, counts_until)
      VALUES (p_account_id, free, now() + make_interval(secs => p_window_seconds + p_spend_seconds))
      RETURNING id, requests, 0::float8;
    RETURN;
  END IF;
  -- Full: one request fits once the oldest slices holding (used - limit + 1) requests stop counting.
  RETURN QUERY
    SELECT NULL::bigint, 0, extract(epoch FROM (s.counts_until - now()))::float8
    FROM (
      SELECT counts_until, sum(requests) OVER (ORDER BY counts_until, id) AS running
      FROM rate_limit_slices WHERE account_id = p_account_id
    ) s
    WHERE s.running >= used - p_limit + 1
    ORDER BY s.counts_until
    LIMIT 1;
END;
$$;
