-- SSH user certificates, tunnel group backends and credentials store their answers too (docs/decisions/0087-stored-
-- answers.md, 0086-worst-case-list-memory.md): their list pages are among the largest there are (7.6, 7.4 and
-- 5.6 MiB at every request bound), and answered from objects, four of them at once took the server 68-184 MiB over
-- its idle memory (credentials up to 90 MiB, their items written as bytes). An SSH user certificate's API JSON is its stored body after the head; a tunnel group backend's
-- and a credential's are too, but for members a read writes before the closing brace: `tunnels`, from the online
-- sessions, and `"token":null` (server/resources/tunnel-group-backends.ts, credentials.ts). The answer is what
-- migration 005's function writes for any kind.

-- The triggers of migration 005, naming the three kinds more (server/storage/stored-answers.ts ANSWER_STORING_KINDS).
DROP TRIGGER resources_answer_on_insert ON resources;
DROP TRIGGER resources_answer_on_update ON resources;
CREATE TRIGGER resources_answer_on_insert BEFORE INSERT ON resources FOR EACH ROW
  WHEN (NEW.answer IS NULL AND NEW.kind IN ('certificate_authority', 'credential', 'endpoint_configuration', 'http_response_backend',
                                            'ip_policy', 'ssh_user_certificate', 'tunnel_group_backend', 'weighted_backend'))
  EXECUTE FUNCTION resources_answer_from_body();
CREATE TRIGGER resources_answer_on_update BEFORE UPDATE ON resources FOR EACH ROW
  WHEN (NEW.kind IN ('certificate_authority', 'credential', 'endpoint_configuration', 'http_response_backend', 'ip_policy',
                     'ssh_user_certificate', 'tunnel_group_backend', 'weighted_backend')
        AND (NEW.answer IS NULL OR (NEW.answer IS NOT DISTINCT FROM OLD.answer AND NEW.body IS DISTINCT FROM OLD.body)))
  EXECUTE FUNCTION resources_answer_from_body();

-- The rows of the three kinds already there (the update trigger fills each).
UPDATE resources SET answer = NULL WHERE kind IN ('credential', 'ssh_user_certificate', 'tunnel_group_backend');
