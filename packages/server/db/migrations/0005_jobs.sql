-- Background jobs as users see them. pg-boss keeps the queue itself in its own schema (`pgboss`,
-- created by pg-boss on start); this table is what the portal shows: owner, status, progress,
-- message, result file and error. The worker updates it; GET /api/general/jobs/{id} reads it.

CREATE TABLE jobs (
  id               uuid PRIMARY KEY,
  boss_id          uuid UNIQUE,                 -- the pg-boss job id (the same value when enqueued by us)
  name             text NOT NULL,               -- queue name, e.g. 'pegawai.export'
  user_id          integer REFERENCES users(id) ON DELETE SET NULL,   -- null for scheduled jobs
  status           text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  progress         smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  message          text,
  result_location  text,                        -- storage key of the result file (xlsx of an export)
  result           jsonb,                       -- small structured results (counts, row errors of an import)
  error            text,
  attempts         integer NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now(),
  started_at       timestamptz,
  finished_at      timestamptz
);
CREATE INDEX jobs_user_idx ON jobs(user_id, created_at DESC, id DESC);
CREATE INDEX jobs_open_idx ON jobs(status) WHERE status IN ('queued', 'running');

-- Dashboard statistics (spec section 3 "Dashboard topics"), one row per topic, recomputed by the
-- dashboard refresh job so GET /api/dashboard is a single cheap read. `value` is null with a
-- `note` for topics whose data does not exist yet.
CREATE TABLE dashboard_stats (
  topic       text PRIMARY KEY,
  value       jsonb,
  note        text,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
