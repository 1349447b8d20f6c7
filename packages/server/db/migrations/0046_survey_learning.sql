-- Surveys and learning (issue #20; spec section 2 /survey, /learning/quiz/index, /learning/materi/index;
-- section 3 survey, learning materi; section 7 /general/learning/x/materi). docs/adr/0045.
--
-- Surveys
--   survey              title, description, anonymous flag, open period (portal dates, inclusive), target
--                       group ('semua' | 'kantor' | 'jabatan' with the office / position ids), published flag
--   survey_question     ordered questions: pilihan_tunggal, pilihan_ganda, skala (1–5), teks
--   survey_option       ordered options of a choice question
--   survey_participant  WHO answered (one row per employee and survey: the "answer once" rule is its
--                       primary key). It has no link to the answers.
--   survey_response     one submitted answer set. pegawai_id is set only on surveys that are not
--                       anonymous; on anonymous ones it is NULL and created_at is NULL too, and the id is a
--                       random uuid, so neither a key order nor a time joins a response to a participant.
--   survey_answer       the answers of a response (a multiple-choice question: one row per chosen option).
--                       No serial key for the same reason.
-- Learning
--   learning_modul      modules that group materials (ordered)
--   learning_materi     materials of a module (ordered): title, text body, links; files in `files`
--                       (owner_type 'learning_materi')
--   learning_quiz       quizzes: pass mark (0–100), max attempts, published flag
--   learning_quiz_question / learning_quiz_choice  ordered; exactly one correct choice per question
--                       (at most one by a partial unique index, at least one by the service)
--   learning_attempt    an employee's attempt (answer sheet): started, submitted once (submitted_at is
--                       set by a conditional UPDATE … WHERE submitted_at IS NULL), score computed here
--   learning_attempt_answer  the chosen choice per question of a submitted sheet

CREATE TABLE survey (
  id               serial PRIMARY KEY,
  judul            text NOT NULL,
  deskripsi        text,
  is_anonim        boolean NOT NULL DEFAULT false,
  tanggal_mulai    date NOT NULL,
  tanggal_selesai  date NOT NULL,
  target           text NOT NULL DEFAULT 'semua' CHECK (target IN ('semua', 'kantor', 'jabatan')),
  target_ids       integer[] NOT NULL DEFAULT '{}',
  is_published     boolean NOT NULL DEFAULT false,
  created_by       integer REFERENCES users(id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (tanggal_selesai >= tanggal_mulai)
);
CREATE INDEX survey_open_idx ON survey (tanggal_mulai, tanggal_selesai) WHERE is_published;

CREATE TABLE survey_question (
  id          serial PRIMARY KEY,
  survey_id   integer NOT NULL REFERENCES survey(id) ON DELETE CASCADE,
  urutan      integer NOT NULL,
  tipe        text NOT NULL CHECK (tipe IN ('pilihan_tunggal', 'pilihan_ganda', 'skala', 'teks')),
  pertanyaan  text NOT NULL,
  is_wajib    boolean NOT NULL DEFAULT true,
  UNIQUE (survey_id, urutan)
);

CREATE TABLE survey_option (
  id           serial PRIMARY KEY,
  question_id  integer NOT NULL REFERENCES survey_question(id) ON DELETE CASCADE,
  urutan       integer NOT NULL,
  label        text NOT NULL,
  UNIQUE (question_id, urutan)
);

CREATE TABLE survey_participant (
  survey_id    integer NOT NULL REFERENCES survey(id) ON DELETE CASCADE,
  pegawai_id   integer NOT NULL REFERENCES pegawai(id) ON DELETE CASCADE,
  answered_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (survey_id, pegawai_id)
);
CREATE INDEX survey_participant_pegawai_idx ON survey_participant (pegawai_id);

CREATE TABLE survey_response (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  survey_id   integer NOT NULL REFERENCES survey(id) ON DELETE CASCADE,
  pegawai_id  integer REFERENCES pegawai(id) ON DELETE SET NULL,
  created_at  timestamptz
);
CREATE INDEX survey_response_survey_idx ON survey_response (survey_id);
-- Named surveys: one response per employee here too (anonymous ones rely on survey_participant).
CREATE UNIQUE INDEX survey_response_once_idx ON survey_response (survey_id, pegawai_id) WHERE pegawai_id IS NOT NULL;

CREATE TABLE survey_answer (
  response_id  uuid NOT NULL REFERENCES survey_response(id) ON DELETE CASCADE,
  question_id  integer NOT NULL REFERENCES survey_question(id) ON DELETE CASCADE,
  option_id    integer REFERENCES survey_option(id) ON DELETE CASCADE,
  nilai        integer CHECK (nilai BETWEEN 1 AND 5),
  teks         text
);
CREATE UNIQUE INDEX survey_answer_once_idx ON survey_answer (response_id, question_id, coalesce(option_id, 0));
CREATE INDEX survey_answer_question_idx ON survey_answer (question_id);

CREATE TABLE learning_modul (
  id          serial PRIMARY KEY,
  nama        text NOT NULL,
  deskripsi   text,
  urutan      integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE learning_materi (
  id          serial PRIMARY KEY,
  modul_id    integer NOT NULL REFERENCES learning_modul(id) ON DELETE RESTRICT,
  urutan      integer NOT NULL DEFAULT 0,
  judul       text NOT NULL,
  isi         text NOT NULL DEFAULT '',
  tautan      jsonb NOT NULL DEFAULT '[]',
  created_by  integer REFERENCES users(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX learning_materi_modul_idx ON learning_materi (modul_id, urutan, id);

CREATE TABLE learning_quiz (
  id              serial PRIMARY KEY,
  modul_id        integer REFERENCES learning_modul(id) ON DELETE SET NULL,
  judul           text NOT NULL,
  deskripsi       text,
  nilai_lulus     integer NOT NULL CHECK (nilai_lulus BETWEEN 0 AND 100),
  maks_percobaan  integer NOT NULL CHECK (maks_percobaan BETWEEN 1 AND 100),
  is_published    boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE learning_quiz_question (
  id          serial PRIMARY KEY,
  quiz_id     integer NOT NULL REFERENCES learning_quiz(id) ON DELETE CASCADE,
  urutan      integer NOT NULL,
  pertanyaan  text NOT NULL,
  UNIQUE (quiz_id, urutan)
);

CREATE TABLE learning_quiz_choice (
  id           serial PRIMARY KEY,
  question_id  integer NOT NULL REFERENCES learning_quiz_question(id) ON DELETE CASCADE,
  urutan       integer NOT NULL,
  label        text NOT NULL,
  is_benar     boolean NOT NULL DEFAULT false,
  UNIQUE (question_id, urutan)
);
CREATE UNIQUE INDEX learning_quiz_choice_one_correct_idx ON learning_quiz_choice (question_id) WHERE is_benar;

CREATE TABLE learning_attempt (
  id            serial PRIMARY KEY,
  quiz_id       integer NOT NULL REFERENCES learning_quiz(id) ON DELETE CASCADE,
  pegawai_id    integer NOT NULL REFERENCES pegawai(id) ON DELETE CASCADE,
  percobaan_ke  integer NOT NULL CHECK (percobaan_ke >= 1),
  started_at    timestamptz NOT NULL DEFAULT now(),
  submitted_at  timestamptz,
  jumlah_soal   integer,
  jumlah_benar  integer,
  skor          integer CHECK (skor BETWEEN 0 AND 100),
  is_lulus      boolean,
  UNIQUE (quiz_id, pegawai_id, percobaan_ke)
);
-- At most one open (unsubmitted) sheet per employee and quiz.
CREATE UNIQUE INDEX learning_attempt_open_idx ON learning_attempt (quiz_id, pegawai_id) WHERE submitted_at IS NULL;
CREATE INDEX learning_attempt_pegawai_idx ON learning_attempt (pegawai_id);

CREATE TABLE learning_attempt_answer (
  attempt_id   integer NOT NULL REFERENCES learning_attempt(id) ON DELETE CASCADE,
  question_id  integer NOT NULL REFERENCES learning_quiz_question(id) ON DELETE CASCADE,
  choice_id    integer REFERENCES learning_quiz_choice(id) ON DELETE CASCADE,
  PRIMARY KEY (attempt_id, question_id)
);
