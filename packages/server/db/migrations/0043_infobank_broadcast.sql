-- Info board, broadcast and the public channel (issue #19; spec section 2 /message/infobank and
-- /message/broadcast (7), section 3 infobank, broadcast, channel public, section 7 /general/infobank,
-- /general/broadcast, /general/channel/x/public). ADR 0042 records the choices the spec leaves open.

-- Announcements, valid from valid_from to valid_until (inclusive; null = no end) by the portal's
-- calendar day. Attachments are rows of `files` with owner_type 'infobank'. Deleting is soft.
CREATE TABLE infobank (
  id           serial PRIMARY KEY,
  judul        text NOT NULL CHECK (length(btrim(judul)) BETWEEN 1 AND 200),
  isi          text NOT NULL CHECK (length(btrim(isi)) BETWEEN 1 AND 10000),
  valid_from   date NOT NULL,
  valid_until  date CHECK (valid_until IS NULL OR valid_until >= valid_from),
  user_id      integer REFERENCES users(id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  deleted_at   timestamptz
);
-- The admins' list (newest first) and the home page's "valid today" (started, not ended).
CREATE INDEX infobank_live_created_idx ON infobank (created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX infobank_live_valid_idx ON infobank (valid_from DESC, valid_until) WHERE deleted_at IS NULL;

-- The public info channel: short posts for every signed-in user.
CREATE TABLE channel_public (
  id          serial PRIMARY KEY,
  judul       text NOT NULL CHECK (length(btrim(judul)) BETWEEN 1 AND 200),
  isi         text NOT NULL CHECK (length(btrim(isi)) BETWEEN 1 AND 2000),
  user_id     integer REFERENCES users(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  deleted_at  timestamptz
);
CREATE INDEX channel_public_live_created_idx ON channel_public (created_at DESC, id DESC) WHERE deleted_at IS NULL;

-- A broadcast sent: its text, its target as chosen, the channels, and the counts at sending time.
CREATE TABLE broadcast (
  id                serial PRIMARY KEY,
  judul             text NOT NULL CHECK (length(btrim(judul)) BETWEEN 1 AND 200),
  pesan             text NOT NULL CHECK (length(btrim(pesan)) BETWEEN 1 AND 2000),
  target            text NOT NULL CHECK (target IN ('all', 'selected')),
  kantor_ids        integer[] NOT NULL DEFAULT '{}',
  jabatan_ids       integer[] NOT NULL DEFAULT '{}',
  via_email         boolean NOT NULL DEFAULT false,
  via_whatsapp      boolean NOT NULL DEFAULT false,
  recipients_count  integer NOT NULL CHECK (recipients_count >= 0),
  portal_count      integer NOT NULL CHECK (portal_count >= 0),
  email_count       integer NOT NULL CHECK (email_count >= 0),
  whatsapp_count    integer NOT NULL CHECK (whatsapp_count >= 0),
  user_id           integer REFERENCES users(id) ON DELETE SET NULL,
  sender_name       text,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX broadcast_created_idx ON broadcast (created_at DESC, id DESC);

-- Which outbox messages a broadcast queued, so its sent/failed counts follow the outbox states.
CREATE TABLE broadcast_outbox (
  outbox_id     bigint PRIMARY KEY REFERENCES outbox(id) ON DELETE CASCADE,
  broadcast_id  integer NOT NULL REFERENCES broadcast(id) ON DELETE CASCADE
);
CREATE INDEX broadcast_outbox_broadcast_idx ON broadcast_outbox (broadcast_id);
