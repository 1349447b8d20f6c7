-- Tasks (issue #20; spec section 2 /task, /task/calendar, /task/show; section 3 Task; section 4 task
-- events; section 7 /sdm/task (+parent, kantor, pegawai, status)). Decisions: docs/adr/0044-tasks.md.
--   task_status   the four states a task moves through (the /sdm/task/status option list)
--   task          a task or a sub-task (parent_id): its owner (the account that created it), its
--                 assignee (an employee), office, state and due date
--   task_history  the task's chat: notes of owner and assignee, the owner's reviews, the approval

CREATE TABLE task_status (
  id       integer PRIMARY KEY,
  nama     text NOT NULL UNIQUE,
  variant  text NOT NULL
);
-- Baru: nobody has written yet; Dikerjakan: the assignee reported; Review: the owner answered with a
-- review (the assignee's next note puts it back to Dikerjakan); Selesai: the owner approved it.
INSERT INTO task_status (id, nama, variant) VALUES
  (1, 'Baru', 'info'), (2, 'Dikerjakan', 'warning'), (3, 'Review', 'danger'), (4, 'Selesai', 'success');

CREATE TABLE task (
  id            serial PRIMARY KEY,
  -- A sub-task goes with its parent: deleting a parent can never leave orphans, whoever deletes it.
  parent_id     integer REFERENCES task(id) ON DELETE CASCADE,
  nama          text NOT NULL CHECK (length(btrim(nama)) BETWEEN 1 AND 200),
  deskripsi     text CHECK (length(deskripsi) <= 5000),
  kantor_id     integer NOT NULL REFERENCES kantor(id),
  -- The assignee.
  pegawai_id    integer NOT NULL REFERENCES pegawai(id),
  -- The owner: the account that created the task (reviews and approves it).
  user_id       integer NOT NULL REFERENCES users(id),
  status_id     integer NOT NULL DEFAULT 1 REFERENCES task_status(id),
  batas_tanggal date NOT NULL,
  approved_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (parent_id IS NULL OR parent_id <> id),
  CHECK ((status_id = 4) = (approved_at IS NOT NULL))
);
-- The list pages newest first, alone or under one filter (issue #20 bench: 100 000 tasks); the
-- count of a filter reads the same index. Search looks in the title through trigrams.
CREATE INDEX task_id_desc_idx ON task (id DESC);
CREATE INDEX task_kantor_idx ON task (kantor_id, id DESC);
CREATE INDEX task_pegawai_idx ON task (pegawai_id, id DESC);
CREATE INDEX task_status_idx ON task (status_id, id DESC);
CREATE INDEX task_parent_idx ON task (parent_id, id) WHERE parent_id IS NOT NULL;
CREATE INDEX task_user_idx ON task (user_id, id DESC);
CREATE INDEX task_batas_idx ON task (batas_tanggal, id);
CREATE INDEX task_nama_idx ON task (nama, id);
CREATE INDEX task_nama_trgm ON task USING gin (nama gin_trgm_ops);

CREATE TABLE task_history (
  id          serial PRIMARY KEY,
  task_id     integer NOT NULL REFERENCES task(id) ON DELETE CASCADE,
  user_id     integer NOT NULL REFERENCES users(id),
  -- history: a note of owner or assignee; review: the owner's review; approve: the owner's approval.
  jenis       text NOT NULL CHECK (jenis IN ('history', 'review', 'approve')),
  pesan       text NOT NULL CHECK (length(btrim(pesan)) BETWEEN 1 AND 2000),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX task_history_task_idx ON task_history (task_id, id);

-- Tasks per state: the list's total without a filter, or with the state alone, is read here instead
-- of counting 100 000 rows on every page (issue #20 bench). Kept by statement triggers in the writing
-- transaction (a cascaded delete of sub-tasks is a statement of its own and counts too).
CREATE TABLE task_status_count (
  status_id  integer PRIMARY KEY REFERENCES task_status(id),
  n          integer NOT NULL DEFAULT 0 CHECK (n >= 0)
);
INSERT INTO task_status_count (status_id) SELECT id FROM task_status;

CREATE FUNCTION task_status_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE task_status_count SET n = 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE task_status_count c SET n = c.n - d.n
      FROM (SELECT status_id, count(*)::int AS n FROM old_rows GROUP BY status_id) d
     WHERE c.status_id = d.status_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE task_status_count c SET n = c.n + d.n
      FROM (SELECT status_id, count(*)::int AS n FROM new_rows GROUP BY status_id) d
     WHERE c.status_id = d.status_id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER task_status_count_insert AFTER INSERT ON task
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION task_status_count_apply();
CREATE TRIGGER task_status_count_update AFTER UPDATE ON task
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION task_status_count_apply();
CREATE TRIGGER task_status_count_delete AFTER DELETE ON task
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION task_status_count_apply();
CREATE TRIGGER task_status_count_truncate AFTER TRUNCATE ON task
  FOR EACH STATEMENT EXECUTE FUNCTION task_status_count_apply();
