-- Each resource's answer stored as text when it is written (docs/decisions/0087-stored-answers.md): the API JSON a
-- read answers for it after its `id` and `uri` (which a read writes: the URI depends on the server's public URL),
-- from `"created_at":"…"` to the closing brace. GET by id and list pages then send stored text; neither the
-- database nor the server writes JSON per row on a read. NULL for a kind whose answer is computed when read.
ALTER TABLE resources ADD COLUMN answer text;

-- The kinds whose API JSON is their stored body after the head (server/resources/crud.ts `storedBodyIsApi`) when
-- this migration was written, filled as a read answered them until now: the head, then the body's members as
-- jsonb writes them (the embedded database's read index drops jsonb's spaces when it loads them, as it did).
UPDATE resources
   SET answer = '"created_at":"' || to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') || '"'
                || CASE WHEN body = '{}'::jsonb THEN '}' ELSE ',' || substr(body::text, 2) END
 WHERE kind IN ('certificate_authority', 'endpoint_configuration', 'http_response_backend', 'ip_policy', 'weighted_backend');
