-- Refused check-ins (spec section 3 "Absen: … error list", section 4 attendance event `error`).
-- A refusal (422 with reasons) writes no `absen` row; this log keeps what was refused and why,
-- so admins can see who tried where (and with a mocked position). Written by its own statement
-- after the refusal is decided, never together with an attendance row. ADR 0012.
CREATE TABLE absen_error (
  id          bigserial PRIMARY KEY,
  pegawai_id  integer NOT NULL REFERENCES pegawai(id),
  waktu       timestamptz NOT NULL DEFAULT now(),
  tanggal     date NOT NULL DEFAULT (now() AT TIME ZONE 'Asia/Jakarta')::date,  -- local date of waktu
  jenis       text NOT NULL CHECK (jenis IN ('masuk', 'pulang')),
  latitude    double precision,
  longitude   double precision,
  accuracy_m  real,
  mocked      boolean NOT NULL DEFAULT false,
  messages    text[] NOT NULL CHECK (cardinality(messages) > 0)
);
-- The list filters by day or month, then by employee.
CREATE INDEX absen_error_tanggal_pegawai_idx ON absen_error (tanggal, pegawai_id);
