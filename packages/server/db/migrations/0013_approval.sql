-- The approval engine (docs/adr/0011-approval-engine.md): one request per subject (type + id),
-- its resolved chain of steps with the users who may decide each, the history of every action and
-- the per-user counter of requests waiting for that user's action.

CREATE TABLE approval_request (
  id                 serial PRIMARY KEY,
  type               text NOT NULL,
  subject_id         integer NOT NULL,
  requester_user_id  integer NOT NULL REFERENCES users(id),
  status             text NOT NULL DEFAULT 'draft'
                     CHECK (status IN ('draft', 'menunggu', 'disetujui', 'ditolak', 'dibatalkan')),
  current_step       integer,                    -- step_no of the open step while menunggu, else null
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (type, subject_id)
);
CREATE INDEX approval_request_requester_idx ON approval_request(requester_user_id, type);

CREATE TABLE approval_step (
  id           serial PRIMARY KEY,
  request_id   integer NOT NULL REFERENCES approval_request(id) ON DELETE CASCADE,
  step_no      integer NOT NULL CHECK (step_no >= 1),
  label        text NOT NULL,
  status       text NOT NULL DEFAULT 'antri' CHECK (status IN ('antri', 'terbuka', 'disetujui', 'ditolak')),
  decided_by   integer REFERENCES users(id),
  decided_at   timestamptz,
  note         text,
  UNIQUE (request_id, step_no)
);

-- Who may decide a step, resolved when the request goes out.
CREATE TABLE approval_step_approver (
  step_id  integer NOT NULL REFERENCES approval_step(id) ON DELETE CASCADE,
  user_id  integer NOT NULL REFERENCES users(id),
  PRIMARY KEY (step_id, user_id)
);
CREATE INDEX approval_step_approver_user_idx ON approval_step_approver(user_id);

CREATE TABLE approval_history (
  id             serial PRIMARY KEY,
  request_id     integer NOT NULL REFERENCES approval_request(id) ON DELETE CASCADE,
  action         text NOT NULL CHECK (action IN ('create', 'request', 'approve', 'reject', 'cancel', 'reset', 'reverse')),
  step_no        integer,
  actor_user_id  integer REFERENCES users(id) ON DELETE SET NULL,
  from_status    text,
  to_status      text NOT NULL,
  note           text,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX approval_history_request_idx ON approval_history(request_id, id);

CREATE TABLE approval_counter (
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type        text NOT NULL,
  unapproved  integer NOT NULL DEFAULT 0 CHECK (unapproved >= 0),
  PRIMARY KEY (user_id, type)
);
