-- Stored files (platform/files): one row per accepted file, whatever register it belongs to.
-- `event_id` is the spec's file event id (section 3 "File event_id groups": 1,2,14,15,16 KPI,
-- 12 attendance, …), null for files outside those registers (link attachments, job results).
-- The owner is the row the file is attached to (`link` 7, `absen_delete_request` 3, `user` 12, …).
-- The bytes live in the FileStorage under `path`; a deleted file keeps its row (deleted_at).

CREATE TABLE files (
  id             serial PRIMARY KEY,
  event_id       integer CHECK (event_id > 0),
  owner_type     text NOT NULL CHECK (owner_type ~ '^[a-z][a-z0-9_]{0,62}$'),
  owner_id       integer,
  path           text NOT NULL CHECK (length(path) BETWEEN 1 AND 1024),
  original_name  text NOT NULL CHECK (length(original_name) BETWEEN 1 AND 255),
  content_type   text NOT NULL,
  size           bigint NOT NULL CHECK (size >= 0),
  sha256         text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  uploaded_by    integer REFERENCES users(id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  deleted_at     timestamptz
);
-- One live file per storage key: a second upload under the same name must not replace the first.
CREATE UNIQUE INDEX files_path_live_idx ON files (path) WHERE deleted_at IS NULL;
CREATE INDEX files_owner_idx ON files (owner_type, owner_id) WHERE deleted_at IS NULL;
CREATE INDEX files_event_idx ON files (event_id, created_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX files_uploaded_by_idx ON files (uploaded_by, created_at DESC);

-- Upload addresses handed out (POST /api/storage store_get_url_*upload): who may PUT to which key
-- until when. Recording an upload (update_files) requires the caller's own grant for the key, so
-- nobody can claim a file someone else put there; the latest grant holder may also read the
-- upload before it is recorded. Rows go when the file is recorded or a day after they expire.
CREATE TABLE file_upload_grants (
  id          bigserial PRIMARY KEY,
  path        text NOT NULL,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  action      text NOT NULL,
  max_bytes   bigint NOT NULL CHECK (max_bytes > 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX file_upload_grants_path_idx ON file_upload_grants (path, created_at DESC);
CREATE INDEX file_upload_grants_expires_idx ON file_upload_grants (expires_at);
