-- Each resource's answer stored as text when it is written (docs/decisions/0087-stored-answers.md): the API JSON a
-- read answers for it after its `id` and `uri` (which a read writes: the URI depends on the server's public URL),
-- from `"created_at":"…"` to the closing brace. GET by id and list pages then send stored text; neither the
-- database nor the server writes JSON per row on a read. NULL for a kind whose answer is computed when read.
ALTER TABLE resources ADD COLUMN answer text;

-- The answer of a kind whose API JSON is its stored body after the head (server/resources/crud.ts
-- `storedBodyIsApi`), as a read answered it until now: the head, then the body's members as jsonb writes them
-- (the embedded database's read index drops jsonb's spaces when it loads them, as it did).
CREATE FUNCTION resources_answer_from_body() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.answer := '"created_at":"' || to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') || '"'
                || CASE WHEN NEW.body = '{}'::jsonb THEN '}' ELSE ',' || substr(NEW.body::text, 2) END;
  RETURN NEW;
END $$;

-- The server writes each answer itself (compact, as the create answered). These fill it for a row of those kinds
-- written without one, or whose body changed while its answer did not: by an instance of the previous version
-- while a cluster is upgraded one instance at a time, or by any other writer. So no such row is ever without
-- its answer, or with a stale one.
CREATE TRIGGER resources_answer_on_insert BEFORE INSERT ON resources FOR EACH ROW
  WHEN (NEW.answer IS NULL AND NEW.kind IN ('certificate_authority', 'endpoint_configuration', 'http_response_backend', 'ip_policy', 'weighted_backend'))
  EXECUTE FUNCTION resources_answer_from_body();
CREATE TRIGGER resources_answer_on_update BEFORE UPDATE ON resources FOR EACH ROW
  WHEN (NEW.kind IN ('certificate_authority', 'endpoint_configuration', 'http_response_backend', 'ip_policy', 'weighted_backend')
        AND (NEW.answer IS NULL OR (NEW.answer IS NOT DISTINCT FROM OLD.answer AND NEW.body IS DISTINCT FROM OLD.body)))
  EXECUTE FUNCTION resources_answer_from_body();

-- The rows already there (the update trigger fills each).
UPDATE resources SET answer = NULL
 WHERE kind IN ('certificate_authority', 'endpoint_configuration', 'http_response_backend', 'ip_policy', 'weighted_backend');
