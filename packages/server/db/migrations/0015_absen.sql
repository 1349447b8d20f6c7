-- Attendance (spec section 2 /absen, section 3 Absen, section 7 /api/absen, /sdm/pegawai/x/absen):
-- check events and the attendance admin registers (exclusions, dispensations, temporary locations).
-- Contract of `absen` for the reports and delete requests: packages/server/src/modules/absen/README.md.

-- One row per check event (masuk = check-in, pulang = check-out).
CREATE TABLE absen (
  id                bigserial PRIMARY KEY,
  pegawai_id        integer NOT NULL REFERENCES pegawai(id),
  -- Office whose geofence accepted the check; null for a temporary location or a dispensation.
  kantor_id         integer REFERENCES kantor(id),
  tanggal           date NOT NULL,                 -- local date in Asia/Jakarta
  waktu             timestamptz NOT NULL,
  jenis             text NOT NULL CHECK (jenis IN ('masuk', 'pulang')),
  latitude          double precision CHECK (latitude IS NULL OR latitude BETWEEN -90 AND 90),
  longitude         double precision CHECK (longitude IS NULL OR longitude BETWEEN -180 AND 180),
  accuracy_m        real,
  mocked            boolean NOT NULL DEFAULT false, -- client-reported fake location
  sumber            text NOT NULL CHECK (sumber IN ('kantor', 'temporer', 'dispensasi')),
  lokasi_temporer_id integer,                      -- the temporary location used (sumber 'temporer')
  is_active         boolean NOT NULL DEFAULT true, -- false while/after a delete request hides it
  delete_request_id integer,                       -- set by the delete requests (no FK on purpose)
  deleted_at        timestamptz,
  -- Epoch minute of `waktu`: a repeated check of the same kind in the same minute is recorded
  -- once (unique index below, INSERT … ON CONFLICT DO NOTHING: safe under concurrency).
  menit             bigint NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX absen_once_per_minute ON absen (pegawai_id, jenis, menit);
CREATE INDEX absen_pegawai_tanggal_idx ON absen (pegawai_id, tanggal);
CREATE INDEX absen_kantor_tanggal_idx ON absen (kantor_id, tanggal);
CREATE INDEX absen_tanggal_idx ON absen (tanggal);

-- Employees who need not check in (spec "exclude/pegawai").
CREATE TABLE absen_exclude_pegawai (
  id          serial PRIMARY KEY,
  pegawai_id  integer NOT NULL UNIQUE REFERENCES pegawai(id),
  keterangan  text CHECK (keterangan IS NULL OR length(keterangan) <= 1000),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Offices whose employees need not check in (spec "exclude/kantor").
CREATE TABLE absen_exclude_kantor (
  id          serial PRIMARY KEY,
  kantor_id   integer NOT NULL UNIQUE REFERENCES kantor(id),
  keterangan  text CHECK (keterangan IS NULL OR length(keterangan) <= 1000),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Dispensation of one employee: may check in anywhere between the dates.
CREATE TABLE absen_dispensasi (
  id               serial PRIMARY KEY,
  pegawai_id       integer NOT NULL REFERENCES pegawai(id),
  tanggal_mulai    date NOT NULL,
  tanggal_selesai  date NOT NULL CHECK (tanggal_selesai >= tanggal_mulai),
  keterangan       text NOT NULL CHECK (length(btrim(keterangan)) BETWEEN 1 AND 1000),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX absen_dispensasi_pegawai_idx ON absen_dispensasi (pegawai_id, tanggal_mulai);

-- Dispensation of every holder of a position.
CREATE TABLE absen_dispensasi_jabatan (
  id               serial PRIMARY KEY,
  jabatan_id       integer NOT NULL REFERENCES jabatan(id),
  tanggal_mulai    date NOT NULL,
  tanggal_selesai  date NOT NULL CHECK (tanggal_selesai >= tanggal_mulai),
  keterangan       text NOT NULL CHECK (length(btrim(keterangan)) BETWEEN 1 AND 1000),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX absen_dispensasi_jabatan_idx ON absen_dispensasi_jabatan (jabatan_id, tanggal_mulai);

-- Temporary check-in location of one employee (spec "kantorTemporer", "/lokasi_temporer").
CREATE TABLE absen_lokasi_temporer (
  id               serial PRIMARY KEY,
  pegawai_id       integer NOT NULL REFERENCES pegawai(id),
  nama_lokasi      text NOT NULL CHECK (length(btrim(nama_lokasi)) BETWEEN 1 AND 255),
  latitude         double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude        double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  radius_m         integer NOT NULL CHECK (radius_m BETWEEN 10 AND 5000),
  tanggal_mulai    date NOT NULL,
  tanggal_selesai  date NOT NULL CHECK (tanggal_selesai >= tanggal_mulai),
  keterangan       text CHECK (keterangan IS NULL OR length(keterangan) <= 1000),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX absen_lokasi_temporer_pegawai_idx ON absen_lokasi_temporer (pegawai_id, tanggal_mulai);
