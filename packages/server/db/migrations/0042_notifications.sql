-- Notifications and officers (issue #19; spec section 2 /message/notification and /message/officer,
-- section 3 "notification (admin variant)" and "PIC", section 7 /general/notifikasi and /sdm/pic).
-- ADR 0041 records the choices the spec leaves open.

-- A user's notifications: job done, an approval waiting, a new mail, a broadcast, … The spec gives
-- them a random id and removes them by id, so the key is a uuid (never guessable from a neighbour's).
CREATE TABLE notifications (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- No foreign key: a broadcast inserts 20 000 rows in one statement and a per-row FK check
  -- doubled its time. notifyUsers joins users (only existing accounts get a row) and the
  -- statement trigger below removes a deleted account's rows, set-based.
  user_id     integer NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('mail', 'approval', 'job', 'broadcast', 'task', 'helpdesk', 'survey', 'info')),
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  body        text CHECK (length(body) <= 2000),
  -- A portal path to the item ("/message/mail/12"), never an outside address.
  link        text CHECK (length(link) <= 500 AND left(link, 1) = '/'),
  created_at  timestamptz NOT NULL DEFAULT now(),
  read_at     timestamptz
);
-- A user's list, newest first; the unread filter and count read the partial index alone.
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id, created_at DESC, id DESC) WHERE read_at IS NULL;

CREATE FUNCTION notifications_of_deleted_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM notifications n USING deleted_users d WHERE n.user_id = d.id;
  RETURN NULL;
END $$;
CREATE TRIGGER users_delete_notifications AFTER DELETE ON users
  REFERENCING OLD TABLE AS deleted_users FOR EACH STATEMENT EXECUTE FUNCTION notifications_of_deleted_users();

-- Officers (PIC): the employee to ask about a topic at an office.
CREATE TABLE pic (
  id          serial PRIMARY KEY,
  kantor_id   integer NOT NULL REFERENCES kantor(id) ON DELETE CASCADE,
  topic       text NOT NULL CHECK (length(btrim(topic)) BETWEEN 1 AND 100),
  pegawai_id  integer NOT NULL REFERENCES pegawai(id) ON DELETE CASCADE,
  keterangan  text CHECK (length(keterangan) <= 500),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
-- One employee once per office and topic (case-insensitive topic).
CREATE UNIQUE INDEX pic_kantor_topic_pegawai_key ON pic (kantor_id, lower(topic), pegawai_id);
CREATE INDEX pic_pegawai_idx ON pic (pegawai_id);
