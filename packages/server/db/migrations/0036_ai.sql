-- AI assistant (spec §2 /ai/chat, /ai/agent, /ai/session; §7 /api/ai/x/agent, /api/ai/x/session). Issue #21.
-- Agents are shared (managed by POLICY.manageAiAgents); sessions and their messages belong to one user.

CREATE TABLE ai_agent (
  id             serial PRIMARY KEY,
  nama           text NOT NULL CHECK (length(btrim(nama)) BETWEEN 1 AND 100),
  -- An inline SVG avatar (the agent option shows it); sanitised on write, at most 20 kB.
  avatar_svg     text CHECK (avatar_svg IS NULL OR length(avatar_svg) <= 20000),
  system_prompt  text NOT NULL DEFAULT '' CHECK (length(system_prompt) <= 8000),
  -- Empty: the deployment's AI_MODEL.
  model          text NOT NULL DEFAULT '' CHECK (length(model) <= 200),
  temperature    numeric(3,2) NOT NULL DEFAULT 0.2 CHECK (temperature >= 0 AND temperature <= 2),
  -- Names of the portal tools the agent may call (ai-tools.ts); unknown names are refused on write.
  tools          text[] NOT NULL DEFAULT '{}',
  is_active      boolean NOT NULL DEFAULT true,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ai_session (
  id          serial PRIMARY KEY,
  agent_id    integer NOT NULL REFERENCES ai_agent(id) ON DELETE CASCADE,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  judul       text NOT NULL CHECK (length(btrim(judul)) BETWEEN 1 AND 200),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
-- Every read of sessions is "mine", newest first (optionally of one agent).
CREATE INDEX ai_session_user_idx ON ai_session (user_id, agent_id, updated_at DESC);

CREATE TABLE ai_message (
  id                 bigserial PRIMARY KEY,
  session_id         integer NOT NULL REFERENCES ai_session(id) ON DELETE CASCADE,
  role               text NOT NULL CHECK (role IN ('user', 'assistant')),
  content            text NOT NULL,
  -- The portal tools the answer used: [{ name, arguments, ok, summary }].
  tool_calls         jsonb NOT NULL DEFAULT '[]',
  -- 'offline' | 'provider' | 'error' (assistant rows); null for the user's own.
  source             text,
  prompt_tokens      integer NOT NULL DEFAULT 0 CHECK (prompt_tokens >= 0),
  completion_tokens  integer NOT NULL DEFAULT 0 CHECK (completion_tokens >= 0),
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ai_message_session_idx ON ai_message (session_id, id);

-- The offline assistant's guideline/FAQ answers, found by full-text search (Indonesian stemming is
-- not in PostgreSQL: 'simple' dictionary plus the question keywords).
CREATE TABLE ai_faq (
  id        serial PRIMARY KEY,
  judul     text NOT NULL,
  isi       text NOT NULL,
  -- A portal path the answer links to (/pegawai/izin …).
  tautan    text NOT NULL CHECK (tautan LIKE '/%'),
  dokumen   tsvector GENERATED ALWAYS AS (to_tsvector('simple', judul || ' ' || isi)) STORED
);
CREATE INDEX ai_faq_dokumen_idx ON ai_faq USING gin (dokumen);

INSERT INTO ai_faq (judul, isi, tautan) VALUES
  ('Cara mengajukan cuti atau izin',
   'Buka menu Izin, pilih Tambah, isi jenis izin, tanggal mulai dan selesai serta alasan, lalu ajukan persetujuan (Request Approval). Cuti tahunan memotong jatah 12 hari setahun.',
   '/pegawai/izin'),
  ('Melihat sisa cuti tahunan',
   'Sisa cuti tahunan terlihat di halaman Info Izin: jatah, terpakai, menunggu persetujuan dan sisa.',
   '/pegawai/izin/info'),
  ('Kalender izin dan hari libur',
   'Kalender izin menampilkan izin pegawai per bulan; hari libur nasional dikelola di menu Libur absensi.',
   '/pegawai/izin/calendar'),
  ('Mengajukan SPPD perjalanan dinas',
   'SPPD dibuat di menu SPPD: isi tujuan, tanggal berangkat dan kembali, lalu ajukan persetujuan. Biaya dan bukti diunggah setelah perjalanan.',
   '/pegawai/sppd'),
  ('Melihat absensi bulanan',
   'Rekap absensi per bulan ada di menu Absensi, laporan bulanan menampilkan hadir, terlambat, izin dan alpa.',
   '/absen'),
  ('Melihat dan memperbarui CV pegawai',
   'CV pegawai (pendidikan, keluarga, jabatan, pangkat, diklat) dibuka dari menu Profil. Perubahan data CV dilakukan oleh Admin SDM.',
   '/pegawai/show'),
  ('Potongan gaji',
   'Potongan gaji pegawai sendiri terlihat di menu Gaji, Potongan, Pegawai. Unggah potongan kantor hanya untuk admin potongan gaji.',
   '/gaji/potongan/pegawai'),
  ('Persetujuan yang menunggu',
   'Permintaan yang menunggu persetujuan Anda (izin, SPPD, nota dinas, KPI) ditandai giliran saya (is_myturn) di daftar masing-masing.',
   '/pegawai/izin'),
  ('Mengganti kata sandi',
   'Kata sandi diganti dari menu akun di pojok kanan atas, pilih Ganti Kata Sandi.',
   '/'),
  ('Struktur kantor',
   'Daftar kantor, struktur dan peta kantor ada di menu Kantor.',
   '/kantor');

-- The default agent of a fresh install: the chat needs one to open a session.
INSERT INTO ai_agent (nama, avatar_svg, system_prompt, tools) VALUES
  ('Asisten SDM',
   '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#2b6cb0"/><circle cx="11" cy="13" r="2.5" fill="#fff"/><circle cx="21" cy="13" r="2.5" fill="#fff"/><path d="M9 20q7 6 14 0" stroke="#fff" stroke-width="2" fill="none"/></svg>',
   'Anda adalah asisten SDM Portal SDM. Jawab dalam bahasa Indonesia, singkat dan jelas. Gunakan alat portal untuk data; jangan mengarang angka.',
   ARRAY['cari_pegawai','ringkasan_cv','saldo_cuti','izin_saya','absensi_saya','jumlah_pegawai_kantor','persetujuan_menunggu','hari_libur','atasan_saya','potongan_gaji','petunjuk_halaman']);
