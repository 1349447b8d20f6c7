-- Internal mailbox (issue #19; spec /message/inbox|outbox|trash|mail, section 3 "Mail", section 7
-- "Mailbox"). A mail is written once (mail); every participant keeps a copy of it (mail_box: the
-- sender's in 'outbox', each recipient's in 'inbox') with its own unread flag and trash state, so
-- deleting one's copy never touches anyone else's.

CREATE TABLE mail (
  id                 serial PRIMARY KEY,
  -- The thread's main mail; null on a main mail. A reply's parent is any mail of the same thread.
  main_id            integer REFERENCES mail(id),
  parent_id          integer REFERENCES mail(id),
  -- The account that sent it (null once that account is deleted) and its name as it was then.
  sender_id          integer REFERENCES users(id) ON DELETE SET NULL,
  sender_name        text NOT NULL CHECK (length(sender_name) BETWEEN 1 AND 255),
  subject            text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
  body               text NOT NULL CHECK (length(body) BETWEEN 1 AND 10000),
  recipients_count   integer NOT NULL CHECK (recipients_count >= 1),
  attachments_count  integer NOT NULL DEFAULT 0 CHECK (attachments_count >= 0),
  -- Full-text search over subject and body: 'simple' (no stemming, no stop words) suits Indonesian.
  search             tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, subject || ' ' || body)) STORED NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  CHECK ((main_id IS NULL) = (parent_id IS NULL))
);
CREATE INDEX mail_main_idx ON mail (main_id, created_at, id) WHERE main_id IS NOT NULL;
CREATE INDEX mail_search_idx ON mail USING gin (search);
-- Search by the sender's name: substring (ILIKE) and close spellings (word similarity).
CREATE INDEX mail_sender_name_trgm ON mail USING gin (sender_name gin_trgm_ops);

CREATE TABLE mail_box (
  mail_id     integer NOT NULL REFERENCES mail(id) ON DELETE CASCADE,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  box         text NOT NULL CHECK (box IN ('inbox', 'outbox')),
  is_unread   boolean NOT NULL DEFAULT false,
  read_at     timestamptz,
  -- In the owner's trash since; null while in the inbox or outbox.
  deleted_at  timestamptz,
  -- The mail's own time, copied so that lists are read from one index without a join.
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (mail_id, user_id, box),
  CHECK (box = 'inbox' OR NOT is_unread)
);
-- Inbox and outbox pages, newest first; the unread filter and count; the trash, latest deleted first.
CREATE INDEX mail_box_list_idx ON mail_box (user_id, box, created_at DESC, mail_id DESC) WHERE deleted_at IS NULL;
CREATE INDEX mail_box_unread_idx ON mail_box (user_id, created_at DESC, mail_id DESC)
  WHERE box = 'inbox' AND is_unread AND deleted_at IS NULL;
CREATE INDEX mail_box_deleted_idx ON mail_box (user_id, deleted_at DESC, mail_id DESC) WHERE deleted_at IS NOT NULL;
