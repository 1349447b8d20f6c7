-- Core of the portal: organisation (kantor, jabatan, pangkat, pegawai), accounts and sessions,
-- audit trail and the message outbox. Later domains add their own numbered migrations.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE kantor_level (
  id          integer PRIMARY KEY,            -- 1 (kantor pusat) … 9 (kantor kas); spec: levels 1 to 9
  nama        text NOT NULL
);

CREATE TABLE kantor_kelas (
  id          serial PRIMARY KEY,
  nama        text NOT NULL UNIQUE            -- e.g. 'Kantor Cabang', 'Kantor Kas'
);

CREATE TABLE kantor (
  id                        serial PRIMARY KEY,
  nama                      text NOT NULL,
  kode                      text UNIQUE,
  kelas_id                  integer REFERENCES kantor_kelas(id),
  kantor_level_id           integer NOT NULL REFERENCES kantor_level(id),
  parent_id                 integer REFERENCES kantor(id),
  kantor_induk_id           integer REFERENCES kantor(id),
  is_kantor_absen           boolean NOT NULL DEFAULT false,
  is_kantor_induk           boolean NOT NULL DEFAULT false,
  is_allow_absence          boolean NOT NULL DEFAULT true,
  is_allow_salary_deduction boolean NOT NULL DEFAULT false,
  is_link_issuer            boolean NOT NULL DEFAULT false,
  is_parent                 boolean NOT NULL DEFAULT false,
  alamat                    text,
  latitude                  double precision,
  longitude                 double precision,
  radius_m                  integer NOT NULL DEFAULT 100,
  created_at                timestamptz NOT NULL DEFAULT now(),
  updated_at                timestamptz NOT NULL DEFAULT now(),
  deleted_at                timestamptz
);
CREATE INDEX kantor_parent_idx ON kantor(parent_id);
CREATE INDEX kantor_nama_trgm ON kantor USING gin (nama gin_trgm_ops);

CREATE TABLE jabatan_level (
  id    integer PRIMARY KEY,
  nama  text NOT NULL
);

CREATE TABLE eselon (
  id    integer PRIMARY KEY,
  nama  text NOT NULL
);

CREATE TABLE jabatan (
  id              serial PRIMARY KEY,
  nama            text NOT NULL,
  ket             text,
  level_id        integer REFERENCES jabatan_level(id),
  eselon_id       integer REFERENCES eselon(id),
  parent_id       integer REFERENCES jabatan(id),
  is_bidangtugas  boolean NOT NULL DEFAULT false,
  is_kpi          boolean NOT NULL DEFAULT false,
  is_disabled     boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE pangkat (
  id              serial PRIMARY KEY,
  nama            text NOT NULL,
  grade           text NOT NULL,
  corporate_title text NOT NULL,
  is_disabled     boolean NOT NULL DEFAULT false
);

CREATE TABLE pegawai (
  id              serial PRIMARY KEY,
  nama            text NOT NULL,
  npp             text NOT NULL UNIQUE,       -- '00000000' is a placeholder and is never shown
  tanggal_lahir   date,
  jenis_kelamin   char(1) CHECK (jenis_kelamin IN ('L', 'P')),
  kantor_id       integer REFERENCES kantor(id),
  jabatan_id      integer REFERENCES jabatan(id),
  pangkat_id      integer REFERENCES pangkat(id),
  label           text,
  bidangtugas     text,
  permanent_date  date,
  email           text,
  phone           text,
  photo           text,
  photo_cv        text,
  is_active       boolean NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pegawai_kantor_idx ON pegawai(kantor_id);
CREATE INDEX pegawai_jabatan_idx ON pegawai(jabatan_id);
CREATE INDEX pegawai_nama_trgm ON pegawai USING gin (nama gin_trgm_ops);

CREATE TABLE roles (
  id    integer PRIMARY KEY,                  -- the spec's numeric role ids
  nama  text NOT NULL
);

CREATE TABLE users (
  id                  serial PRIMARY KEY,
  name                text NOT NULL UNIQUE,   -- login user name
  pegawai_id          integer UNIQUE REFERENCES pegawai(id),
  email               text,
  password_hash       text NOT NULL,
  is_password_default boolean NOT NULL DEFAULT false,
  status              text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  fcm_tokens          text[] NOT NULL DEFAULT '{}',
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_roles (
  user_id  integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role_id  integer NOT NULL REFERENCES roles(id),
  PRIMARY KEY (user_id, role_id)
);

-- Rotating refresh tokens. Only a hash is stored. A token used twice revokes its whole family.
CREATE TABLE refresh_tokens (
  id          uuid PRIMARY KEY,
  family_id   uuid NOT NULL,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  revoked_at  timestamptz
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens(family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens(user_id);

CREATE TABLE password_resets (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

-- A solved captcha may be used once, across every server process.
CREATE TABLE captcha_used (
  signature   text PRIMARY KEY,
  expires_at  timestamptz NOT NULL
);

CREATE TABLE audit_log (
  id          bigserial PRIMARY KEY,
  user_id     integer REFERENCES users(id) ON DELETE SET NULL,
  at          timestamptz NOT NULL DEFAULT now(),
  method      text NOT NULL,
  route       text NOT NULL,
  entity      text NOT NULL,
  entity_id   text,
  before      jsonb,
  after       jsonb,
  ip          text
);
CREATE INDEX audit_log_at_idx ON audit_log(at DESC);
CREATE INDEX audit_log_entity_idx ON audit_log(entity, entity_id);

-- E-mail and WhatsApp go here when no SMTP / Ultramsg is configured; an admin can read it.
CREATE TABLE outbox (
  id          bigserial PRIMARY KEY,
  channel     text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  recipient   text NOT NULL,
  subject     text,
  body        text NOT NULL,
  status      text NOT NULL DEFAULT 'queue' CHECK (status IN ('queue', 'sent', 'unsent', 'invalid', 'expired')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz
);
