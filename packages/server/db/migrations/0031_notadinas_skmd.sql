-- Official memos (nota dinas) and work-assignment letters (SKMD), issue #16. Status, steps and
-- history of both live in the approval engine (0013_approval.sql, types 'notadinas' and 'skmd').
-- Letter numbers come from surat_nomor_counter: one row per (jenis, kantor, tahun), raised with
-- INSERT … ON CONFLICT DO UPDATE … RETURNING inside the transaction that approves (memo) or issues
-- (SKMD) the letter. The row lock serialises concurrent numbering and a rolled-back transaction
-- takes its number back with it, so numbers have no gap and no duplicate.

-- Letter types of memos (master data, roles 4 and 57).
CREATE TABLE notadinas_surat (
  id          serial PRIMARY KEY,
  nama        text NOT NULL UNIQUE CHECK (length(nama) BETWEEN 1 AND 200),
  kode        text NOT NULL UNIQUE CHECK (kode ~ '^[A-Z0-9.-]{1,20}$'),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Recipient positions a memo can be addressed to (master data, roles 4 and 57).
CREATE TABLE notadinas_jabatan (
  id          serial PRIMARY KEY,
  nama        text NOT NULL UNIQUE CHECK (length(nama) BETWEEN 1 AND 200),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notadinas (
  id          serial PRIMARY KEY,
  token       text NOT NULL UNIQUE,                         -- unguessable address of /notadinas/:token
  kantor_id   integer NOT NULL REFERENCES kantor(id),
  pegawai_id  integer NOT NULL REFERENCES pegawai(id),      -- the author
  user_id     integer NOT NULL REFERENCES users(id),        -- the author's account (the requester)
  surat_id    integer NOT NULL REFERENCES notadinas_surat(id),
  perihal     text NOT NULL CHECK (length(perihal) BETWEEN 1 AND 255),
  isi         text NOT NULL CHECK (length(isi) BETWEEN 1 AND 20000),
  tanggal     date NOT NULL,
  -- Given once, when the memo is approved (final step); kept if the approval is reversed later.
  nomor_urut  integer CHECK (nomor_urut >= 1),
  nomor_tahun integer,
  nomor       text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((nomor_urut IS NULL) = (nomor IS NULL) AND (nomor_urut IS NULL) = (nomor_tahun IS NULL)),
  UNIQUE (kantor_id, nomor_tahun, nomor_urut)
);
CREATE INDEX notadinas_user_idx ON notadinas(user_id, created_at DESC);
CREATE INDEX notadinas_kantor_idx ON notadinas(kantor_id, tanggal);

-- Recipients: a position of the memo master list or an employee (exactly one of the two).
CREATE TABLE notadinas_kepada (
  id            serial PRIMARY KEY,
  notadinas_id  integer NOT NULL REFERENCES notadinas(id) ON DELETE CASCADE,
  jabatan_id    integer REFERENCES notadinas_jabatan(id),
  pegawai_id    integer REFERENCES pegawai(id),
  CHECK (num_nonnulls(jabatan_id, pegawai_id) = 1)
);
CREATE INDEX notadinas_kepada_idx ON notadinas_kepada(notadinas_id);

-- Work-assignment letter of an employee for a period (one per employee and month).
CREATE TABLE skmd (
  id              serial PRIMARY KEY,
  token           text NOT NULL UNIQUE,
  pegawai_id      integer NOT NULL REFERENCES pegawai(id),
  user_id         integer NOT NULL REFERENCES users(id),    -- the requester
  kantor_id       integer NOT NULL REFERENCES kantor(id),   -- the employee's office when created
  tahun           integer NOT NULL CHECK (tahun BETWEEN 2000 AND 2100),
  bulan           integer NOT NULL CHECK (bulan BETWEEN 1 AND 12),
  -- The letter's detail (spec "skmd"): what is assigned, where; null after store_skmd_reset.
  uraian_tugas    text CHECK (length(uraian_tugas) BETWEEN 1 AND 5000),
  tempat_tugas    text CHECK (length(tempat_tugas) BETWEEN 1 AND 255),
  -- Issuing (store_penerbitan) gives the number; only an approved letter is issued.
  nomor_urut      integer CHECK (nomor_urut >= 1),
  nomor_tahun     integer,
  nomor           text,
  diterbitkan_at  timestamptz,
  diterbitkan_by  integer REFERENCES users(id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CHECK ((nomor_urut IS NULL) = (nomor IS NULL) AND (nomor_urut IS NULL) = (diterbitkan_at IS NULL)
         AND (nomor_urut IS NULL) = (nomor_tahun IS NULL)),
  UNIQUE (pegawai_id, tahun, bulan),
  UNIQUE (kantor_id, nomor_tahun, nomor_urut)
);
CREATE INDEX skmd_user_idx ON skmd(user_id, created_at DESC);

-- Who is left out of (or added to) the SKMD obligation: excluded employees and offices, and
-- employees included although their office is excluded.
CREATE TABLE skmd_exclude_pegawai (
  pegawai_id  integer PRIMARY KEY REFERENCES pegawai(id) ON DELETE CASCADE,
  created_by  integer REFERENCES users(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE skmd_exclude_kantor (
  kantor_id   integer PRIMARY KEY REFERENCES kantor(id) ON DELETE CASCADE,
  created_by  integer REFERENCES users(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE skmd_include_pegawai (
  pegawai_id  integer PRIMARY KEY REFERENCES pegawai(id) ON DELETE CASCADE,
  created_by  integer REFERENCES users(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE surat_nomor_counter (
  jenis       text NOT NULL CHECK (jenis IN ('notadinas', 'skmd')),
  kantor_id   integer NOT NULL REFERENCES kantor(id),
  tahun       integer NOT NULL CHECK (tahun BETWEEN 2000 AND 2100),
  last_no     integer NOT NULL CHECK (last_no >= 1),
  PRIMARY KEY (jenis, kantor_id, tahun)
);
