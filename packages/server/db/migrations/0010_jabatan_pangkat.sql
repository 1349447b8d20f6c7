-- Positions (jabatan) and ranks (pangkat): employees' position/rank history and the small
-- registers around the position register (spec sections 2, 3, 7; docs/adr/0014).
-- The history rule (one permanent position per employee, pegawai.permanent_date = its awal)
-- is enforced in the service inside one transaction; the partial unique index below is the
-- database's backstop against two concurrent saves both leaving a permanent record.

CREATE TABLE pegawai_jabatan (
  id            serial PRIMARY KEY,
  pegawai_id    integer NOT NULL REFERENCES pegawai(id) ON DELETE CASCADE,
  jabatan_id    integer NOT NULL REFERENCES jabatan(id),
  kantor_id     integer REFERENCES kantor(id),
  awal          date NOT NULL,
  akhir         date CHECK (akhir IS NULL OR akhir >= awal),
  is_permanent  boolean NOT NULL DEFAULT false,
  nomor_sk      text CHECK (nomor_sk IS NULL OR length(nomor_sk) <= 255),
  keterangan    text CHECK (keterangan IS NULL OR length(keterangan) <= 2000),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pegawai_jabatan_pegawai_awal_idx ON pegawai_jabatan (pegawai_id, awal);
CREATE INDEX pegawai_jabatan_jabatan_idx ON pegawai_jabatan (jabatan_id);
CREATE UNIQUE INDEX pegawai_jabatan_one_permanent_idx ON pegawai_jabatan (pegawai_id) WHERE is_permanent;

CREATE TABLE pegawai_pangkat (
  id            serial PRIMARY KEY,
  pegawai_id    integer NOT NULL REFERENCES pegawai(id) ON DELETE CASCADE,
  pangkat_id    integer NOT NULL REFERENCES pangkat(id),
  awal          date NOT NULL,
  akhir         date CHECK (akhir IS NULL OR akhir >= awal),
  nomor_sk      text CHECK (nomor_sk IS NULL OR length(nomor_sk) <= 255),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pegawai_pangkat_pegawai_awal_idx ON pegawai_pangkat (pegawai_id, awal);
CREATE INDEX pegawai_pangkat_pangkat_idx ON pegawai_pangkat (pangkat_id);

-- Position labels (e.g. 'Kepala', 'Staf'): a register; a jabatan carries at most one. The link
-- lives in its own table so the core jabatan table (0001) stays unchanged.
CREATE TABLE jabatan_label (
  id    serial PRIMARY KEY,
  nama  text NOT NULL UNIQUE CHECK (length(btrim(nama)) BETWEEN 1 AND 255)
);
CREATE TABLE jabatan_label_link (
  jabatan_id  integer PRIMARY KEY REFERENCES jabatan(id) ON DELETE CASCADE,
  label_id    integer NOT NULL REFERENCES jabatan_label(id) ON DELETE CASCADE
);
CREATE INDEX jabatan_parent_idx ON jabatan (parent_id);

-- Units (offices) where a position exists.
CREATE TABLE jabatan_unit (
  jabatan_id  integer NOT NULL REFERENCES jabatan(id) ON DELETE CASCADE,
  kantor_id   integer NOT NULL REFERENCES kantor(id) ON DELETE CASCADE,
  PRIMARY KEY (jabatan_id, kantor_id)
);

-- Task areas (bidang tugas) of positions flagged is_bidangtugas.
CREATE TABLE bidang_tugas (
  id          serial PRIMARY KEY,
  jabatan_id  integer NOT NULL REFERENCES jabatan(id) ON DELETE CASCADE,
  nama        text NOT NULL CHECK (length(btrim(nama)) BETWEEN 1 AND 255),
  UNIQUE (jabatan_id, nama)
);

-- Free key/value attributes of a position (/api/jabatan/x/attribute).
CREATE TABLE jabatan_attribute (
  id          serial PRIMARY KEY,
  jabatan_id  integer NOT NULL REFERENCES jabatan(id) ON DELETE CASCADE,
  nama        text NOT NULL CHECK (length(btrim(nama)) BETWEEN 1 AND 100),
  nilai       text NOT NULL CHECK (length(nilai) <= 2000),
  UNIQUE (jabatan_id, nama)
);

-- Position decree letters (surat keputusan) registered against a position (/sdm/set/jabatan/set/surat).
CREATE TABLE jabatan_surat (
  id          serial PRIMARY KEY,
  jabatan_id  integer NOT NULL REFERENCES jabatan(id) ON DELETE CASCADE,
  nomor       text NOT NULL CHECK (length(btrim(nomor)) BETWEEN 1 AND 255),
  tanggal     date NOT NULL,
  perihal     text CHECK (perihal IS NULL OR length(perihal) <= 1000),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jabatan_surat_jabatan_idx ON jabatan_surat (jabatan_id, tanggal DESC);
