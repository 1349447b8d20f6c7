-- Helpdesk tickets and worksheets (issue #20; spec /helpdesk/index, /pegawai/worksheet/*, section 7
-- /sdm/pegawai/x/worksheet). Rules: docs/adr/0046-helpdesk-and-worksheets.md.

CREATE TABLE helpdesk_kategori (
  id         serial PRIMARY KEY,
  nama       text NOT NULL UNIQUE CHECK (length(nama) BETWEEN 1 AND 100),
  is_active  boolean NOT NULL DEFAULT true
);
INSERT INTO helpdesk_kategori (nama) VALUES
  ('Akun dan Akses'), ('Aplikasi Portal'), ('Perangkat Keras'), ('Jaringan'), ('Data Pegawai'), ('Lainnya');

CREATE TABLE helpdesk_tiket (
  id                 serial PRIMARY KEY,
  nomor              text NOT NULL UNIQUE,
  subjek             text NOT NULL CHECK (length(subjek) BETWEEN 1 AND 200),
  kategori_id        integer NOT NULL REFERENCES helpdesk_kategori(id),
  prioritas          text NOT NULL CHECK (prioritas IN ('Rendah', 'Sedang', 'Tinggi', 'Kritis')),
  status             text NOT NULL DEFAULT 'Baru' CHECK (status IN ('Baru', 'Diproses', 'Selesai', 'Ditutup')),
  requester_id       integer REFERENCES users(id) ON DELETE SET NULL,
  requester_name     text NOT NULL,
  assignee_id        integer REFERENCES users(id) ON DELETE SET NULL,
  messages_count     integer NOT NULL DEFAULT 0 CHECK (messages_count >= 0),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  -- SLA clocks: the first agent message, Selesai, Ditutup.
  first_response_at  timestamptz,
  resolved_at        timestamptz,
  closed_at          timestamptz
);
CREATE INDEX helpdesk_tiket_list_idx ON helpdesk_tiket (created_at DESC, id DESC);
CREATE INDEX helpdesk_tiket_requester_idx ON helpdesk_tiket (requester_id, created_at DESC);
CREATE INDEX helpdesk_tiket_status_idx ON helpdesk_tiket (status, created_at DESC);
CREATE INDEX helpdesk_tiket_subjek_trgm ON helpdesk_tiket USING gin (subjek gin_trgm_ops);

CREATE TABLE helpdesk_message (
  id                 serial PRIMARY KEY,
  tiket_id           integer NOT NULL REFERENCES helpdesk_tiket(id) ON DELETE CASCADE,
  user_id            integer REFERENCES users(id) ON DELETE SET NULL,
  sender_name        text NOT NULL,
  is_agent           boolean NOT NULL,
  body               text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX helpdesk_message_tiket_idx ON helpdesk_message (tiket_id, created_at, id);

CREATE TABLE worksheet_attribute (
  id         serial PRIMARY KEY,
  nama       text NOT NULL UNIQUE CHECK (length(nama) BETWEEN 1 AND 100),
  is_active  boolean NOT NULL DEFAULT true
);
INSERT INTO worksheet_attribute (nama) VALUES
  ('Rutin'), ('Proyek'), ('Rapat'), ('Pelayanan Nasabah'), ('Administrasi'), ('Pelatihan');

CREATE TABLE worksheet (
  id            serial PRIMARY KEY,
  pegawai_id    integer NOT NULL REFERENCES pegawai(id) ON DELETE CASCADE,
  -- The employee's office when the entry was written (offices change; the entry stays where it was).
  kantor_id     integer REFERENCES kantor(id) ON DELETE SET NULL,
  tanggal       date NOT NULL,
  tugas         text NOT NULL CHECK (length(tugas) BETWEEN 1 AND 500),
  durasi_menit  integer NOT NULL CHECK (durasi_menit BETWEEN 1 AND 1440),
  catatan       text CHECK (length(catatan) <= 1000),
  created_by    integer REFERENCES users(id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX worksheet_pegawai_idx ON worksheet (pegawai_id, tanggal);
CREATE INDEX worksheet_kantor_idx ON worksheet (kantor_id, tanggal);
CREATE INDEX worksheet_tanggal_idx ON worksheet (tanggal, id);

CREATE TABLE worksheet_attribute_link (
  worksheet_id  integer NOT NULL REFERENCES worksheet(id) ON DELETE CASCADE,
  attribute_id  integer NOT NULL REFERENCES worksheet_attribute(id),
  PRIMARY KEY (worksheet_id, attribute_id)
);
CREATE INDEX worksheet_attribute_link_attr_idx ON worksheet_attribute_link (attribute_id);
