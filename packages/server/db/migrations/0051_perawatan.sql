-- Care claims (perawatan), issue #22: spec section 2 /pegawai/perawatan/* (index, jenis, register,
-- kaca_mata, :token, flow, export; roles 1 or 57), section 3 "Perawatan jenis, nota, rs_golongan,
-- rs_tempat", section 7 /sdm/perawatan/x/…, file event 11 (care). ADR 0050.
--   perawatan_jenis            claim types; is_kaca_mata marks the glasses type (one claim per
--                              entitled period, amount within the ceiling of the employee's grade)
--   perawatan_rs_golongan      hospital classes (VIP, Kelas I, …)
--   perawatan_rs_tempat        hospitals / clinics / opticians, each of one class
--   perawatan_kaca_mata_plafon the glasses ceiling by grade range (pangkat.grade, numeric text)
--   perawatan_nota             a claim (nota): the employee, type, place, date of the bill, amount;
--                              its status lives in the approval engine (approval_request type
--                              'perawatan', subject_id = id). kaca_mata_periode: first year of the
--                              entitled period of a glasses claim (null for other types).
-- The old CV sub-list pegawai_perawatan (0009) stays the employee's free-text care history.

CREATE TABLE perawatan_jenis (
  id            serial PRIMARY KEY,
  nama          text NOT NULL UNIQUE,
  is_kaca_mata  boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
-- Exactly one glasses type: its rules (period, ceiling) apply to claims of that type.
CREATE UNIQUE INDEX perawatan_jenis_kaca_mata_idx ON perawatan_jenis (is_kaca_mata) WHERE is_kaca_mata;

INSERT INTO perawatan_jenis (id, nama, is_kaca_mata) VALUES
  (1, 'Rawat Jalan', false),
  (2, 'Rawat Inap', false),
  (3, 'Kacamata', true),
  (4, 'Perawatan Gigi', false),
  (5, 'Persalinan', false);
SELECT setval(pg_get_serial_sequence('perawatan_jenis', 'id'), 5);

CREATE TABLE perawatan_rs_golongan (
  id          serial PRIMARY KEY,
  nama        text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

INSERT INTO perawatan_rs_golongan (id, nama) VALUES
  (1, 'VIP'), (2, 'Kelas I'), (3, 'Kelas II'), (4, 'Kelas III'), (5, 'Optik / Klinik');
SELECT setval(pg_get_serial_sequence('perawatan_rs_golongan', 'id'), 5);

CREATE TABLE perawatan_rs_tempat (
  id           serial PRIMARY KEY,
  nama         text NOT NULL UNIQUE,
  golongan_id  integer NOT NULL REFERENCES perawatan_rs_golongan(id),
  kota         text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX perawatan_rs_tempat_golongan_idx ON perawatan_rs_tempat (golongan_id);

CREATE TABLE perawatan_kaca_mata_plafon (
  id         serial PRIMARY KEY,
  grade_min  integer NOT NULL,
  grade_max  integer NOT NULL CHECK (grade_max >= grade_min),
  plafon     numeric(14, 2) NOT NULL CHECK (plafon > 0)
);
INSERT INTO perawatan_kaca_mata_plafon (grade_min, grade_max, plafon) VALUES
  (0, 4, 750000), (5, 8, 1000000), (9, 12, 1500000), (13, 99, 2000000);

CREATE TABLE perawatan_nota (
  id                 serial PRIMARY KEY,
  token              text NOT NULL UNIQUE,
  pegawai_id         integer NOT NULL REFERENCES pegawai(id) ON DELETE CASCADE,
  user_id            integer NOT NULL REFERENCES users(id),
  jenis_id           integer NOT NULL REFERENCES perawatan_jenis(id),
  rs_tempat_id       integer REFERENCES perawatan_rs_tempat(id),
  tanggal            date NOT NULL,
  nomor_nota         text,
  nominal            numeric(14, 2) NOT NULL CHECK (nominal > 0),
  keterangan         text,
  kaca_mata_periode  integer,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX perawatan_nota_tanggal_idx ON perawatan_nota (tanggal DESC, id DESC);
CREATE INDEX perawatan_nota_pegawai_idx ON perawatan_nota (pegawai_id, jenis_id, kaca_mata_periode);
CREATE INDEX perawatan_nota_tempat_idx ON perawatan_nota (rs_tempat_id);
