-- Sanctions and acting officials (PGS), issue #22.
-- Sanctions (spec section 2 /pegawai/sanksi/*, section 3 Sanksi, section 7 /general/sanksi (+parent),
-- /sdm/pegawai/x/sanksi, index_sanksi_active, index_invalid). No earlier migration had a sanction
-- table (the CV does not list sanctions yet), so this is the one place they live.
--   sanksi_kelas   the class of a parent: 1 ringan (badge success), 2 sedang (warning), 3 berat (danger)
--   sanksi_parent  the parent classes the types sit under (parent.kelas_id, parent.kelas.nama)
--   sanksi_jenis   the types: Surat Peringatan, Pernyataan Tidak Puas, Demosi, Pemutusan Hubungan Kerja,
--                  Catatan Khusus Lainnya
--   pegawai_sanksi an employee's sanction with its validity period (awal..akhir, akhir null = open);
--                  decree files live in `files` with owner_type 'pegawai_sanksi'.

CREATE TABLE sanksi_kelas (
  id    integer PRIMARY KEY,
  nama  text NOT NULL
);
INSERT INTO sanksi_kelas (id, nama) VALUES (1, 'Ringan'), (2, 'Sedang'), (3, 'Berat');

CREATE TABLE sanksi_parent (
  id          serial PRIMARY KEY,
  nama        text NOT NULL UNIQUE,
  kelas_id    integer NOT NULL REFERENCES sanksi_kelas(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sanksi_jenis (
  id          serial PRIMARY KEY,
  nama        text NOT NULL UNIQUE,
  parent_id   integer NOT NULL REFERENCES sanksi_parent(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sanksi_jenis_parent_idx ON sanksi_jenis (parent_id);

INSERT INTO sanksi_parent (id, nama, kelas_id) VALUES
  (1, 'Sanksi Ringan', 1), (2, 'Sanksi Sedang', 2), (3, 'Sanksi Berat', 3);
SELECT setval(pg_get_serial_sequence('sanksi_parent', 'id'), 3);
INSERT INTO sanksi_jenis (id, nama, parent_id) VALUES
  (1, 'Surat Peringatan', 2), (2, 'Pernyataan Tidak Puas', 1), (3, 'Demosi', 3),
  (4, 'Pemutusan Hubungan Kerja', 3), (5, 'Catatan Khusus Lainnya', 1);
SELECT setval(pg_get_serial_sequence('sanksi_jenis', 'id'), 5);

CREATE TABLE pegawai_sanksi (
  id          serial PRIMARY KEY,
  pegawai_id  integer NOT NULL REFERENCES pegawai(id) ON DELETE CASCADE,
  jenis_id    integer NOT NULL REFERENCES sanksi_jenis(id),
  nomor_sk    text,
  awal        date NOT NULL,
  akhir       date,
  keterangan  text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (akhir IS NULL OR akhir >= awal)
);
-- The CV reads one employee's sanctions; the register pages by newest awal; filters by type.
CREATE INDEX pegawai_sanksi_pegawai_idx ON pegawai_sanksi (pegawai_id, awal, id);
CREATE INDEX pegawai_sanksi_awal_idx ON pegawai_sanksi (awal DESC, id DESC);
CREATE INDEX pegawai_sanksi_jenis_idx ON pegawai_sanksi (jenis_id);

-- Acting officials (PGS, spec section 2 /pegawai/pgs, section 3 PGS, section 7 /sdm/pegawai/x/pgs):
-- an employee acting for a position (jabatan, at an office, with the rank the assignment carries:
-- grade and corporate title) from start_date to end_date, both days included. The label is the
-- position's own (jabatan_label_link). References other registers may delete are SET NULL / CASCADE,
-- so their delete paths never meet a foreign-key error from here.
CREATE TABLE pegawai_pgs (
  id          serial PRIMARY KEY,
  pegawai_id  integer NOT NULL REFERENCES pegawai(id) ON DELETE CASCADE,
  jabatan_id  integer NOT NULL REFERENCES jabatan(id) ON DELETE CASCADE,
  kantor_id   integer REFERENCES kantor(id) ON DELETE SET NULL,
  pangkat_id  integer REFERENCES pangkat(id) ON DELETE SET NULL,
  nomor_sk    text,
  start_date  date NOT NULL,
  end_date    date NOT NULL,
  keterangan  text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date)
);
CREATE INDEX pegawai_pgs_start_idx ON pegawai_pgs (start_date DESC, id DESC);
CREATE INDEX pegawai_pgs_pegawai_idx ON pegawai_pgs (pegawai_id, start_date);
-- "Who acts for this position on this day" (the approval engine's question): by position and period.
CREATE INDEX pegawai_pgs_jabatan_idx ON pegawai_pgs (jabatan_id, kantor_id, start_date, end_date);
