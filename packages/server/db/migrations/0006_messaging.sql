-- Messaging: realtime push (stream tickets, oversized event payloads), outbox delivery state,
-- contact verification (e-mail / WhatsApp links), web-push subscriptions, the reference tables of
-- the static option files (agama, status pegawai) and their change notifications.

-- A stream ticket lets EventSource (which cannot send headers) open /api/realtime/stream once,
-- within 60 s. Only a hash is stored; consuming one is a single DELETE … RETURNING.
CREATE TABLE realtime_tickets (
  token_hash  text PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_id  uuid NOT NULL REFERENCES user_sessions(id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX realtime_tickets_expires_idx ON realtime_tickets(expires_at);

-- NOTIFY payloads are limited to 8000 bytes: larger events travel as the id of a row here.
-- UNLOGGED: the rows are read within milliseconds and purged after an hour.
CREATE UNLOGGED TABLE realtime_payloads (
  id          bigserial PRIMARY KEY,
  user_id     integer NOT NULL,
  type        text NOT NULL,
  data        jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX realtime_payloads_created_idx ON realtime_payloads(created_at);

-- Delivery state of the outbox: attempts, the last error, and when the worker may (re)try a row.
ALTER TABLE outbox
  ADD COLUMN attempts        integer NOT NULL DEFAULT 0,
  ADD COLUMN last_error      text,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at      timestamptz NOT NULL DEFAULT now();
CREATE INDEX outbox_due_idx ON outbox(next_attempt_at) WHERE status = 'queue';
CREATE INDEX outbox_channel_status_idx ON outbox(channel, status, id DESC);

-- A pending e-mail address or WhatsApp number of a user, confirmed by the link sent to it.
CREATE TABLE contact_verifications (
  id           bigserial PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel      text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  target       text NOT NULL,
  token_hash   text NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  verified_at  timestamptz
);
CREATE INDEX contact_verifications_user_idx ON contact_verifications(user_id, channel, created_at DESC);

-- Web-push subscriptions (PushSubscription.toJSON() of the browser), one row per endpoint.
CREATE TABLE push_subscriptions (
  id          bigserial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint    text NOT NULL UNIQUE,
  p256dh      text NOT NULL,
  auth        text NOT NULL,
  user_agent  text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions(user_id);

-- Reference lists of /options/agama.json and /options/status.json.
CREATE TABLE agama (
  id    integer PRIMARY KEY,
  nama  text NOT NULL UNIQUE
);
INSERT INTO agama (id, nama) VALUES
  (1, 'Islam'), (2, 'Kristen Protestan'), (3, 'Katolik'), (4, 'Hindu'), (5, 'Buddha'), (6, 'Khonghucu');

CREATE TABLE status_pegawai (
  id    integer PRIMARY KEY,
  nama  text NOT NULL UNIQUE
);
INSERT INTO status_pegawai (id, nama) VALUES
  (1, 'Tetap'), (2, 'Kontrak'), (3, 'Percobaan'), (4, 'Outsourcing'), (5, 'Pensiun');

-- The audit viewer filters by user and by day.
CREATE INDEX audit_log_user_at_idx ON audit_log(user_id, at DESC);

-- Every change to a table behind a static option file tells each server process to drop its cached
-- copy (channel options_changed, payload = the table). Statement-level, and PostgreSQL folds equal
-- notifications of one transaction into one, so bulk imports cost a single message.
CREATE FUNCTION notify_options_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('options_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE TRIGGER kantor_options_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON kantor
  FOR EACH STATEMENT EXECUTE FUNCTION notify_options_changed();
CREATE TRIGGER kantor_kelas_options_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON kantor_kelas
  FOR EACH STATEMENT EXECUTE FUNCTION notify_options_changed();
CREATE TRIGGER jabatan_options_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jabatan
  FOR EACH STATEMENT EXECUTE FUNCTION notify_options_changed();
CREATE TRIGGER agama_options_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agama
  FOR EACH STATEMENT EXECUTE FUNCTION notify_options_changed();
CREATE TRIGGER status_pegawai_options_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON status_pegawai
  FOR EACH STATEMENT EXECUTE FUNCTION notify_options_changed();
