-- Salary (issue #18; spec /gaji/potongan/*, /gaji/penghasilan/*, /pegawai/plafond/index):
-- deductions of two kinds ('gaji' uploaded per office and month, 'service' run by the service job),
-- their upload attempts and deadlines, income components and allowance ceilings with their usage.
-- Money is numeric(18,2) everywhere; sums are made here, never in JavaScript.

CREATE TABLE gaji_potongan_jenis (
  id           serial PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('gaji', 'service')),
  kode         text NOT NULL CHECK (length(kode) BETWEEN 1 AND 50),
  nama         text NOT NULL CHECK (length(nama) BETWEEN 1 AND 255),
  is_disabled  boolean NOT NULL DEFAULT false,
  UNIQUE (kind, kode)
);

INSERT INTO gaji_potongan_jenis (kind, kode, nama) VALUES
  ('gaji', 'KOPERASI', 'Simpanan dan Angsuran Koperasi'),
  ('gaji', 'KREDIT', 'Angsuran Kredit Pegawai'),
  ('gaji', 'BPJS_KES', 'Iuran BPJS Kesehatan Tambahan'),
  ('gaji', 'ZAKAT', 'Zakat Profesi'),
  ('gaji', 'ARISAN', 'Arisan dan Iuran Kantor'),
  ('gaji', 'LAINNYA', 'Potongan Lainnya'),
  ('service', 'SEWA_RUMAH', 'Sewa Rumah Dinas'),
  ('service', 'KENDARAAN', 'Cicilan Kendaraan Dinas'),
  ('service', 'TELEPON', 'Kelebihan Pemakaian Telepon'),
  ('service', 'MAKAN', 'Layanan Makan Siang');

-- One row per upload attempt (or service job run): status proses → berhasil | gagal; a good upload
-- turns the month's earlier good upload of the same office into 'diganti'; hapus marks it 'dihapus'.
CREATE TABLE gaji_potongan_upload (
  id           serial PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('gaji', 'service')),
  kantor_id    integer NOT NULL REFERENCES kantor(id),
  tahun        smallint NOT NULL CHECK (tahun BETWEEN 2000 AND 2100),
  bulan        smallint NOT NULL CHECK (bulan BETWEEN 1 AND 12),
  status       text NOT NULL DEFAULT 'proses' CHECK (status IN ('proses', 'berhasil', 'gagal', 'dihapus', 'diganti')),
  row_count    integer NOT NULL DEFAULT 0,
  total        numeric(18,2) NOT NULL DEFAULT 0,
  error_count  integer NOT NULL DEFAULT 0,
  errors       jsonb,
  job_id       text,
  file_key     text,
  user_id      integer REFERENCES users(id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz
);
CREATE INDEX gaji_potongan_upload_month_idx ON gaji_potongan_upload (kind, tahun, bulan, kantor_id, id DESC);

CREATE TABLE gaji_potongan (
  id           serial PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('gaji', 'service')),
  upload_id    integer REFERENCES gaji_potongan_upload(id) ON DELETE SET NULL,
  kantor_id    integer NOT NULL REFERENCES kantor(id),
  tahun        smallint NOT NULL CHECK (tahun BETWEEN 2000 AND 2100),
  bulan        smallint NOT NULL CHECK (bulan BETWEEN 1 AND 12),
  pegawai_id   integer NOT NULL REFERENCES pegawai(id),
  jenis_id     integer NOT NULL REFERENCES gaji_potongan_jenis(id),
  jumlah       numeric(18,2) NOT NULL CHECK (jumlah > 0),
  keterangan   text CHECK (keterangan IS NULL OR length(keterangan) <= 255),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gaji_potongan_month_idx ON gaji_potongan (kind, tahun, bulan, kantor_id);
CREATE INDEX gaji_potongan_pegawai_idx ON gaji_potongan (pegawai_id, tahun, bulan);
CREATE INDEX gaji_potongan_upload_idx ON gaji_potongan (upload_id);

-- The last day a month's deductions may be uploaded or deleted (Asia/Jakarta); without a row the
-- last day of that month.
CREATE TABLE gaji_batas_upload (
  kind         text NOT NULL CHECK (kind IN ('gaji', 'service')),
  tahun        smallint NOT NULL CHECK (tahun BETWEEN 2000 AND 2100),
  bulan        smallint NOT NULL CHECK (bulan BETWEEN 1 AND 12),
  tanggal      date NOT NULL,
  user_id      integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, tahun, bulan)
);

-- Income and work benefit: one component (Gaji Pokok, Tunjangan Jabatan, …) of a kategori per month.
CREATE TABLE gaji_penghasilan (
  id           serial PRIMARY KEY,
  pegawai_id   integer NOT NULL REFERENCES pegawai(id),
  tahun        smallint NOT NULL CHECK (tahun BETWEEN 2000 AND 2100),
  bulan        smallint NOT NULL CHECK (bulan BETWEEN 1 AND 12),
  kategori     text NOT NULL CHECK (kategori IN ('penghasilan', 'potongan', 'imbalan_kerja')),
  komponen     text NOT NULL CHECK (length(komponen) BETWEEN 1 AND 100),
  jumlah       numeric(18,2) NOT NULL CHECK (jumlah >= 0),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (pegawai_id, tahun, bulan, kategori, komponen)
);
CREATE INDEX gaji_penghasilan_month_idx ON gaji_penghasilan (tahun, bulan, kategori);

-- Allowances: a yearly ceiling per employee and type, and what was used of it.
CREATE TABLE plafond_jenis (
  id           serial PRIMARY KEY,
  nama         text NOT NULL UNIQUE CHECK (length(nama) BETWEEN 1 AND 100)
);
INSERT INTO plafond_jenis (nama) VALUES ('Kacamata'), ('Rawat Jalan'), ('Rawat Inap'), ('Persalinan'), ('Perawatan Gigi');

CREATE TABLE pegawai_plafond (
  pegawai_id   integer NOT NULL REFERENCES pegawai(id),
  jenis_id     integer NOT NULL REFERENCES plafond_jenis(id),
  tahun        smallint NOT NULL CHECK (tahun BETWEEN 2000 AND 2100),
  plafond      numeric(18,2) NOT NULL CHECK (plafond >= 0),
  PRIMARY KEY (pegawai_id, tahun, jenis_id)
);
CREATE INDEX pegawai_plafond_tahun_idx ON pegawai_plafond (tahun, jenis_id);

CREATE TABLE pegawai_plafond_pemakaian (
  id           serial PRIMARY KEY,
  pegawai_id   integer NOT NULL REFERENCES pegawai(id),
  jenis_id     integer NOT NULL REFERENCES plafond_jenis(id),
  tahun        smallint NOT NULL CHECK (tahun BETWEEN 2000 AND 2100),
  tanggal      date NOT NULL,
  jumlah       numeric(18,2) NOT NULL CHECK (jumlah > 0),
  keterangan   text CHECK (keterangan IS NULL OR length(keterangan) <= 255),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pegawai_plafond_pemakaian_idx ON pegawai_plafond_pemakaian (pegawai_id, tahun, jenis_id);
