-- The employee CV's sub-records (spec section 3 Pegawai: pendidikan, family, diklat, sertifikasi,
-- klasifikasi, rek_tab, perawatan, kompetensi, prestasi). Position and rank history
-- (pegawai_jabatan, pegawai_pangkat) belong to 0010_jabatan_pangkat.sql.
-- Each sub-table is read per employee in its CV order, so every one has an index on
-- (pegawai_id, <sort columns>): the CV reads eleven short lists by index only.
-- Rows go with their employee (ON DELETE CASCADE); changes are audited in audit_log.

CREATE TABLE pegawai_pendidikan (
  id          serial PRIMARY KEY,
  pegawai_id  integer NOT NULL REFERENCES pegawai(id) ON DELETE CASCADE,
  jenjang     text NOT NULL,
  institusi   text NOT NULL,
  jurusan     text,
  tahun       integer NOT NULL CHECK (tahun BETWEEN 1900 AND 2200),
  keterangan  text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pegawai_pendidikan_pegawai_idx ON pegawai_pendidikan (pegawai_id, tahun, id);

CREATE TABLE pegawai_family (
  id             serial PRIMARY KEY,
  pegawai_id     integer NOT NULL REFERENCES pegawai(id) ON DELETE CASCADE,
  nama           text NOT NULL,
  hubungan       text NOT NULL,
  tanggal_lahir  date,
  tahun          integer NOT NULL CHECK (tahun BETWEEN 1900 AND 2200),
  keterangan     text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pegawai_family_pegawai_idx ON pegawai_family (pegawai_id, tahun, id);

-- Diklat is its own later module (spec /pegawai/diklat); these two tables are the minimum it grows
-- from: an event (sorted by awal; jenis_id 6 is the spec's "special" kind) and its participants.
CREATE TABLE diklat_event (
  id             serial PRIMARY KEY,
  nama           text NOT NULL,
  jenis_id       integer NOT NULL,
  awal           date NOT NULL,
  akhir          date,
  penyelenggara  text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (akhir IS NULL OR akhir >= awal)
);
CREATE INDEX diklat_event_awal_idx ON diklat_event (awal, id);

CREATE TABLE pegawai_diklat (
  id               serial PRIMARY KEY,
  pegawai_id       integer NOT NULL REFERENCES pegawai(id) ON DELETE CASCADE,
  diklat_event_id  integer NOT NULL REFERENCES diklat_event(id),
  keterangan       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (pegawai_id, diklat_event_id)
);
CREATE INDEX pegawai_diklat_event_idx ON pegawai_diklat (diklat_event_id);

CREATE TABLE pegawai_sertifikasi (
  id              serial PRIMARY KEY,
  pegawai_id      integer NOT NULL REFERENCES pegawai(id) ON DELETE CASCADE,
  nama            text NOT NULL,
  nomor           text,
  penerbit        text,
  tanggal         date NOT NULL,
  berlaku_sampai  date,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pegawai_sertifikasi_pegawai_idx ON pegawai_sertifikasi (pegawai_id, tanggal, id);

CREATE TABLE pegawai_klasifikasi (
  id          serial PRIMARY KEY,
  pegawai_id  integer NOT NULL REFERENCES pegawai(id) ON DELETE CASCADE,
  nama        text NOT NULL,
  keterangan  text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pegawai_klasifikasi_pegawai_idx ON pegawai_klasifikasi (pegawai_id, nama, id);

CREATE TABLE pegawai_rek_tab (
  id              serial PRIMARY KEY,
  pegawai_id      integer NOT NULL REFERENCES pegawai(id) ON DELETE CASCADE,
  bank            text NOT NULL,
  nomor_rekening  text NOT NULL,
  atas_nama       text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pegawai_rek_tab_pegawai_idx ON pegawai_rek_tab (pegawai_id, id);

CREATE TABLE pegawai_perawatan (
  id          serial PRIMARY KEY,
  pegawai_id  integer NOT NULL REFERENCES pegawai(id) ON DELETE CASCADE,
  jenis       text NOT NULL,
  tanggal     date NOT NULL,
  biaya       numeric(14, 2) CHECK (biaya IS NULL OR biaya >= 0),
  keterangan  text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pegawai_perawatan_pegawai_idx ON pegawai_perawatan (pegawai_id, tanggal, id);

-- Spec: kompetensi sorted by is_exist (held ones first), then nama.
CREATE TABLE pegawai_kompetensi (
  id          serial PRIMARY KEY,
  pegawai_id  integer NOT NULL REFERENCES pegawai(id) ON DELETE CASCADE,
  nama        text NOT NULL,
  is_exist    boolean NOT NULL DEFAULT false,
  keterangan  text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pegawai_kompetensi_pegawai_idx ON pegawai_kompetensi (pegawai_id, is_exist DESC, nama, id);

CREATE TABLE pegawai_prestasi (
  id          serial PRIMARY KEY,
  pegawai_id  integer NOT NULL REFERENCES pegawai(id) ON DELETE CASCADE,
  nama        text NOT NULL,
  tahun       integer NOT NULL CHECK (tahun BETWEEN 1900 AND 2200),
  pemberi     text,
  keterangan  text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pegawai_prestasi_pegawai_idx ON pegawai_prestasi (pegawai_id, tahun, id);
