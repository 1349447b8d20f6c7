-- The link board (spec section 2 /message/link, section 7 /general/link): shared documents and
-- web addresses. Every employee (role 10, not 8) reads them; the creator (user_id) or Admin SDM
-- changes them. Attached files are rows of `files` with owner_type 'link' and owner_id = link.id,
-- event_id null (links are outside the spec's file event groups), stored under link/{id}/{file}.
-- Deleting a link is soft (deleted_at), like its files.

CREATE TABLE link (
  id          serial PRIMARY KEY,
  judul       text NOT NULL CHECK (length(btrim(judul)) BETWEEN 1 AND 255),
  url         text CHECK (url IS NULL OR (length(url) BETWEEN 1 AND 2048 AND url ~* '^https?://')),
  keterangan  text CHECK (keterangan IS NULL OR length(keterangan) <= 5000),
  user_id     integer REFERENCES users(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  deleted_at  timestamptz
);
-- The default order of the board (newest first) and "my links".
CREATE INDEX link_live_created_idx ON link (created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX link_user_idx ON link (user_id) WHERE deleted_at IS NULL;
