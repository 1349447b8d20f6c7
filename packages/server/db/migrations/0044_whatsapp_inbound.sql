-- WhatsApp messages received through the Ultramsg webhook (issue #19; spec §2 /webhook_whatsapp/inbox,
-- §3 "WhatsApp webhook messages", §7 /webhook/wa), and the web-push queue (docs/adr/0043).

-- One row per Ultramsg message id: a webhook call repeated by Ultramsg is stored once
-- (INSERT … ON CONFLICT (message_id) DO NOTHING).
CREATE TABLE whatsapp_inbound (
  id            bigserial PRIMARY KEY,
  message_id    text NOT NULL CHECK (length(message_id) BETWEEN 1 AND 200),
  -- The sender as Ultramsg gives it (6281234567890@c.us) and as international digits when it is a number.
  sender        text NOT NULL CHECK (length(sender) BETWEEN 1 AND 200),
  sender_number text,
  sender_name   text,
  recipient     text,
  message_type  text NOT NULL DEFAULT 'chat',
  body          text NOT NULL DEFAULT '' CHECK (length(body) <= 10000),
  -- The employee whose registered WhatsApp number (pegawai.phone, normalised) sent it; null if none.
  pegawai_id    integer REFERENCES pegawai(id) ON DELETE SET NULL,
  sent_at       timestamptz,
  received_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX whatsapp_inbound_message_idx ON whatsapp_inbound (message_id);
CREATE INDEX whatsapp_inbound_list_idx ON whatsapp_inbound (received_at DESC, id DESC);
CREATE INDEX whatsapp_inbound_pegawai_idx ON whatsapp_inbound (pegawai_id) WHERE pegawai_id IS NOT NULL;

-- Pushes waiting to be sent: queued inside the caller's transaction (NOTIFY push_queued on commit),
-- sent and deleted by the push worker of any process (platform/push). At most once: a push is a hint.
CREATE TABLE push_queue (
  id          bigserial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  payload     jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_queue_created_idx ON push_queue (created_at, id);

-- Linking an inbound message to its employee: candidates by the last nine digits of pegawai.phone
-- (typed as people type them: 0812-…, +62 812 …), then compared after normalisation in the module.
CREATE INDEX pegawai_phone_tail_idx ON pegawai (right(regexp_replace(phone, '\D', '', 'g'), 9))
  WHERE phone IS NOT NULL;
