-- Jobs whose worker died (issue #14): the process running a job stamps it with its instance id and
-- renews heartbeat_at every few seconds. A running job whose heartbeat is older than the stale
-- limit belongs to a dead process; the reconciler of a live one hands it back to pg-boss (resumed
-- from its stored input) or fails it with a reason the user can act on.
-- effects_committed_at is written in the SAME transaction as a job's domain rows (an import's), so
-- an attempt resumed after a crash between that commit and the job's end does not write them twice.
ALTER TABLE jobs
  ADD COLUMN worker_instance      text,
  ADD COLUMN heartbeat_at         timestamptz,
  ADD COLUMN effects_committed_at timestamptz;
