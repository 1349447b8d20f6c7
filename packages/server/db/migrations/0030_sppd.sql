-- Business trips (SPPD, spec §3/§4/§7): master data (kinds, cost types, regions, vehicles, traveller
-- levels, partner positions, rates, budgets, accounts), the trips, their travellers and the cost
-- rows per traveller and date. Status lives in the approval engine (approval_request type 'sppd').
-- Money is numeric(18,2), computed by PostgreSQL only.

CREATE TABLE sppd_jenis (
  id         serial PRIMARY KEY,
  nama       text NOT NULL UNIQUE CHECK (length(nama) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- satuan: 'hari' = the rate counts for each day of the trip; 'perjalanan' = once per trip.
CREATE TABLE sppd_jenis_biaya (
  id         serial PRIMARY KEY,
  nama       text NOT NULL UNIQUE CHECK (length(nama) BETWEEN 1 AND 200),
  satuan     text NOT NULL DEFAULT 'hari' CHECK (satuan IN ('hari', 'perjalanan')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sppd_wilayah (
  id         serial PRIMARY KEY,
  nama       text NOT NULL UNIQUE CHECK (length(nama) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sppd_kendaraan (
  id         serial PRIMARY KEY,
  nama       text NOT NULL UNIQUE CHECK (length(nama) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sppd_level (
  id         serial PRIMARY KEY,
  nama       text NOT NULL UNIQUE CHECK (length(nama) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sppd_mitra_jabatan (
  id         serial PRIMARY KEY,
  nama       text NOT NULL UNIQUE CHECK (length(nama) BETWEEN 1 AND 200),
  level_id   integer NOT NULL REFERENCES sppd_level (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sppd_rekening (
  id         serial PRIMARY KEY,
  nama       text NOT NULL CHECK (length(nama) BETWEEN 1 AND 200),
  bank       text NOT NULL CHECK (length(bank) BETWEEN 1 AND 100),
  nomor      text NOT NULL UNIQUE CHECK (nomor ~ '^[0-9]{5,30}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A rate per traveller kind × level × region × cost type, optionally for one vehicle (transport).
CREATE TABLE sppd_biaya (
  id             serial PRIMARY KEY,
  jenis_pejalan  text NOT NULL CHECK (jenis_pejalan IN ('pegawai', 'outsourching', 'mitra')),
  level_id       integer NOT NULL REFERENCES sppd_level (id),
  wilayah_id     integer NOT NULL REFERENCES sppd_wilayah (id),
  jenis_biaya_id integer NOT NULL REFERENCES sppd_jenis_biaya (id),
  kendaraan_id   integer REFERENCES sppd_kendaraan (id),
  nominal        numeric(18, 2) NOT NULL CHECK (nominal >= 0),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX sppd_biaya_unique
  ON sppd_biaya (jenis_pejalan, level_id, wilayah_id, jenis_biaya_id, coalesce(kendaraan_id, 0));

CREATE TABLE sppd_anggaran (
  id         serial PRIMARY KEY,
  kantor_id  integer NOT NULL REFERENCES kantor (id),
  tahun      integer NOT NULL CHECK (tahun BETWEEN 2000 AND 2100),
  nominal    numeric(18, 2) NOT NULL CHECK (nominal >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kantor_id, tahun)
);

CREATE TABLE sppd (
  id                 serial PRIMARY KEY,
  token              text NOT NULL UNIQUE,
  kantor_id          integer NOT NULL REFERENCES kantor (id),
  pegawai_id         integer NOT NULL REFERENCES pegawai (id),
  user_id            integer NOT NULL REFERENCES users (id),
  jenis_id           integer NOT NULL REFERENCES sppd_jenis (id),
  wilayah_id         integer NOT NULL REFERENCES sppd_wilayah (id),
  kendaraan_id       integer REFERENCES sppd_kendaraan (id),
  -- penambahan: an addition to an earlier trip (extra days or travellers).
  parent_id          integer REFERENCES sppd (id),
  keperluan          text NOT NULL CHECK (length(keperluan) BETWEEN 1 AND 1000),
  tujuan             text NOT NULL CHECK (length(tujuan) BETWEEN 1 AND 300),
  tanggal_mulai      date NOT NULL,
  tanggal_selesai    date NOT NULL,
  biaya_generated_at timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CHECK (tanggal_selesai >= tanggal_mulai AND tanggal_selesai - tanggal_mulai < 90)
);
CREATE INDEX sppd_kantor_tanggal ON sppd (kantor_id, tanggal_mulai);
CREATE INDEX sppd_user ON sppd (user_id);
CREATE INDEX sppd_parent ON sppd (parent_id) WHERE parent_id IS NOT NULL;

-- A traveller: an employee (pegawai_id), an outsourced worker or a partner (name; partner position).
CREATE TABLE sppd_pejalan (
  id               serial PRIMARY KEY,
  sppd_id          integer NOT NULL REFERENCES sppd (id) ON DELETE CASCADE,
  jenis_pejalan    text NOT NULL CHECK (jenis_pejalan IN ('pegawai', 'outsourching', 'mitra')),
  pegawai_id       integer REFERENCES pegawai (id),
  nama             text NOT NULL CHECK (length(nama) BETWEEN 1 AND 200),
  level_id         integer NOT NULL REFERENCES sppd_level (id),
  mitra_jabatan_id integer REFERENCES sppd_mitra_jabatan (id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((jenis_pejalan = 'pegawai') = (pegawai_id IS NOT NULL)),
  CHECK ((jenis_pejalan = 'mitra') = (mitra_jabatan_id IS NOT NULL))
);
CREATE UNIQUE INDEX sppd_pejalan_pegawai ON sppd_pejalan (sppd_id, pegawai_id) WHERE pegawai_id IS NOT NULL;
CREATE INDEX sppd_pejalan_pegawai_id ON sppd_pejalan (pegawai_id) WHERE pegawai_id IS NOT NULL;

-- One cost of a traveller on one date; generated from the rates or added by hand, approved per row.
CREATE TABLE sppd_pejalan_biaya (
  id             serial PRIMARY KEY,
  pejalan_id     integer NOT NULL REFERENCES sppd_pejalan (id) ON DELETE CASCADE,
  tanggal        date NOT NULL,
  jenis_biaya_id integer NOT NULL REFERENCES sppd_jenis_biaya (id),
  nominal        numeric(18, 2) NOT NULL CHECK (nominal >= 0),
  keterangan     text CHECK (length(keterangan) <= 500),
  is_generated   boolean NOT NULL DEFAULT false,
  is_approved    boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (pejalan_id, tanggal, jenis_biaya_id)
);
