-- resources_by_parent holds only resources that have a parent (docs/decisions/0097-parent-index-partial.md). Every
-- list by parent names one (`parent_id = …`, which implies NOT NULL, so the planner still uses it), while most
-- resources have none and were entries in it for nothing: keeping them cost the embedded database a seventh of its
-- CPU per inserted row (bench/RESULTS.md, "Throughput on both databases, second round"). Rebuilding it takes a SHARE
-- lock on resources (writes wait, reads do not) for as long as the build, once.
DROP INDEX resources_by_parent;
CREATE INDEX resources_by_parent ON resources (account_id, kind, parent_id, id DESC) WHERE parent_id IS NOT NULL;
