-- Offices' extra registers (jenis, modance) and SOTK (organisation structure per office).
-- Modance = "mode absensi": how an office takes attendance (working days, shifts); see ADR 0015.

CREATE TABLE kantor_jenis (
  id    serial PRIMARY KEY,
  nama  text NOT NULL UNIQUE
);
INSERT INTO kantor_jenis (nama) VALUES ('Konvensional'), ('Syariah'), ('Layanan Digital');

CREATE TABLE kantor_modance (
  id          serial PRIMARY KEY,
  nama        text NOT NULL UNIQUE,
  keterangan  text
);
INSERT INTO kantor_modance (nama, keterangan) VALUES
  ('Reguler 5 Hari', 'Senin sampai Jumat, absen di lokasi kantor'),
  ('Reguler 6 Hari', 'Senin sampai Sabtu, absen di lokasi kantor'),
  ('Shift', 'Jam kerja bergilir, absen di lokasi kantor'),
  ('Fleksibel', 'Absen tanpa batas lokasi kantor');

-- One row per office that has settings beyond the core kantor row (kantor itself is shared).
CREATE TABLE kantor_setting (
  kantor_id   integer PRIMARY KEY REFERENCES kantor(id),
  jenis_id    integer REFERENCES kantor_jenis(id),
  modance_id  integer REFERENCES kantor_modance(id),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kantor_setting_modance_idx ON kantor_setting(modance_id);

CREATE TABLE sotk_bidang_tugas (
  id    serial PRIMARY KEY,
  nama  text NOT NULL UNIQUE
);
INSERT INTO sotk_bidang_tugas (nama) VALUES ('Bisnis'), ('Operasional'), ('Pendukung');

-- A group of positions belonging to one bidang tugas (e.g. 'Layanan Nasabah' → Operasional).
CREATE TABLE sotk_jabatan_group (
  id              serial PRIMARY KEY,
  nama            text NOT NULL UNIQUE,
  bidangtugas_id  integer NOT NULL REFERENCES sotk_bidang_tugas(id),
  keterangan      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- The standard: an office of level L should have `formasi` people in position J (of group G).
CREATE TABLE sotk_jabatan_group_standard (
  id                serial PRIMARY KEY,
  jabatan_group_id  integer NOT NULL REFERENCES sotk_jabatan_group(id) ON DELETE CASCADE,
  kantor_level_id   integer NOT NULL REFERENCES kantor_level(id),
  jabatan_id        integer NOT NULL REFERENCES jabatan(id),
  formasi           integer NOT NULL CHECK (formasi BETWEEN 0 AND 999),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kantor_level_id, jabatan_id)
);

-- An office's own structure: built from the standard of its level by the reset job.
CREATE TABLE sotk_structure (
  id              serial PRIMARY KEY,
  kantor_id       integer NOT NULL REFERENCES kantor(id),
  jabatan_id      integer NOT NULL REFERENCES jabatan(id),
  bidangtugas_id  integer NOT NULL REFERENCES sotk_bidang_tugas(id),
  formasi         integer NOT NULL CHECK (formasi BETWEEN 0 AND 999),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kantor_id, jabatan_id)
);

-- Factual verification: someone checked on site that bidang tugas B of office K matched in month M.
CREATE TABLE sotk_verifikasi_faktual (
  id              serial PRIMARY KEY,
  kantor_id       integer NOT NULL REFERENCES kantor(id),
  tahun           smallint NOT NULL CHECK (tahun BETWEEN 2000 AND 2100),
  bulan           smallint NOT NULL CHECK (bulan BETWEEN 1 AND 12),
  bidangtugas_id  integer NOT NULL REFERENCES sotk_bidang_tugas(id),
  status_id       smallint NOT NULL CHECK (status_id IN (1, 2)),
  keterangan      text,
  verified_at     timestamptz NOT NULL,
  user_id         integer REFERENCES users(id),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kantor_id, tahun, bulan, bidangtugas_id)
);
