-- The dashboard's statistics per office (issue #23): the refresh job stores every computed topic
-- once for each office, counted over that office and every office below it, beside the whole
-- organisation's set in dashboard_stats. GET /api/dashboard then reads the caller's office by its
-- key instead of counting while the user waits. No foreign key: the whole set is rewritten at each
-- refresh, so a deleted office's rows are gone fifteen minutes later and never block its removal.
CREATE TABLE dashboard_stats_kantor (
  kantor_id   integer NOT NULL,
  topic       text NOT NULL,
  value       jsonb,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kantor_id, topic)
);
