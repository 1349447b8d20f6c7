/**
 * Demo surveys and learning (issue #20, docs/adr/0045), deterministic (Rng with its own seed):
 * - "Survei Kepuasan Layanan Internal": open (today − 3 … today + 30), everyone, named, all four
 *   question types, answered by about 40 employees who are NOT demo accounts (so the demo `pegawai`
 *   can answer it, and the browser test sees the count go up by one);
 * - "Survei Budaya Kerja 2026": closed (ended last month), anonymous, answered by about 60 employees;
 * - two learning modules with materials (text and links) and one published quiz each, with some
 *   attempts by other employees (scored here as the server scores them).
 */
import type { Transaction } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../platform/db/schema.js';
import type { SurveyQuestionType } from '../platform/db/tables/survey-learning.js';
import type { DemoData } from './generate.js';
import { Rng } from './random.js';

const SEED = 20_0045;

interface DemoQuestion {
  tipe: SurveyQuestionType;
  pertanyaan: string;
  options?: string[];
  is_wajib?: boolean;
}

const OPEN_QUESTIONS: DemoQuestion[] = [
  {
    tipe: 'pilihan_tunggal',
    pertanyaan: 'Bagaimana penilaian Anda terhadap layanan SDM?',
    options: ['Sangat baik', 'Baik', 'Cukup', 'Kurang'],
  },
  {
    tipe: 'pilihan_ganda',
    pertanyaan: 'Layanan mana yang paling sering Anda gunakan?',
    options: ['Cuti dan izin', 'SPPD', 'Absensi', 'Gaji dan potongan'],
  },
  { tipe: 'skala', pertanyaan: 'Seberapa mudah portal ini digunakan? (1 sulit – 5 mudah)' },
  { tipe: 'teks', pertanyaan: 'Saran untuk perbaikan layanan', is_wajib: false },
];

const CLOSED_QUESTIONS: DemoQuestion[] = [
  { tipe: 'skala', pertanyaan: 'Saya merasa dihargai di tempat kerja' },
  {
    tipe: 'pilihan_tunggal',
    pertanyaan: 'Apakah beban kerja Anda seimbang?',
    options: ['Ya', 'Kadang-kadang', 'Tidak'],
  },
  { tipe: 'teks', pertanyaan: 'Apa yang perlu diubah dari budaya kerja kita?', is_wajib: false },
];

const SARAN = [
  'Proses persetujuan cuti dipercepat',
  'Notifikasi lewat WhatsApp sangat membantu',
  'Tampilan di ponsel perlu diperbaiki',
  'Laporan absensi bisa diunduh per bulan',
  'Pelatihan penggunaan portal untuk pegawai baru',
  'Komunikasi antar unit lebih terbuka',
];

const MODULES = [
  {
    nama: 'Orientasi Pegawai Baru',
    deskripsi: 'Pengenalan organisasi, nilai dan tata tertib.',
    materi: [
      {
        judul: 'Sejarah dan Visi Misi Perusahaan',
        isi: 'Perusahaan berdiri untuk melayani kebutuhan keuangan masyarakat daerah.\n\nVisi kami adalah menjadi bank daerah yang terpercaya dan unggul dalam pelayanan.',
        tautan: [{ label: 'Profil perusahaan', url: 'https://www.example.co.id/profil' }],
      },
      {
        judul: 'Tata Tertib dan Jam Kerja',
        isi: 'Jam kerja Senin–Jumat pukul 07.30–16.00 WIB. Absensi dilakukan melalui portal pada lokasi kantor.',
        tautan: [],
      },
    ],
    quiz: {
      judul: 'Kuis Orientasi',
      questions: [
        { pertanyaan: 'Pukul berapa jam kerja dimulai?', choices: ['07.30 WIB', '08.00 WIB', '09.00 WIB'], benar: 0 },
        { pertanyaan: 'Absensi dilakukan melalui?', choices: ['Buku tamu', 'Portal', 'Surat elektronik'], benar: 1 },
        { pertanyaan: 'Hari kerja dalam seminggu?', choices: ['Senin–Sabtu', 'Senin–Jumat'], benar: 1 },
      ],
    },
  },
  {
    nama: 'Kepatuhan dan Anti Pencucian Uang',
    deskripsi: 'Program APU-PPT dan manajemen risiko kepatuhan.',
    materi: [
      {
        judul: 'Mengenal APU-PPT',
        isi: 'Pencucian uang adalah upaya menyamarkan asal-usul harta hasil tindak pidana. Setiap pegawai wajib mengenali nasabah (KYC).',
        tautan: [{ label: 'PPATK', url: 'https://www.ppatk.go.id' }],
      },
      {
        judul: 'Transaksi yang Wajib Dilaporkan',
        isi: 'Transaksi keuangan tunai dalam jumlah paling sedikit Rp500.000.000 wajib dilaporkan kepada PPATK.',
        tautan: [],
      },
    ],
    quiz: {
      judul: 'Kuis APU-PPT',
      questions: [
        { pertanyaan: 'Kepanjangan APU?', choices: ['Anti Pencucian Uang', 'Anggaran Pusat Umum'], benar: 0 },
        {
          pertanyaan: 'Batas transaksi tunai yang wajib dilaporkan?',
          choices: ['Rp100 juta', 'Rp500 juta', 'Rp1 miliar'],
          benar: 1,
        },
        { pertanyaan: 'Laporan disampaikan kepada?', choices: ['OJK', 'PPATK', 'BPS'], benar: 1 },
        { pertanyaan: 'KYC berarti?', choices: ['Know Your Customer', 'Keep Your Cash'], benar: 0 },
      ],
    },
  },
];

async function insertSurvey(
  trx: Transaction<Database>,
  values: { judul: string; deskripsi: string; is_anonim: boolean; tanggal_mulai: string; tanggal_selesai: string },
  questions: readonly DemoQuestion[],
) {
  const { id } = await trx
    .insertInto('survey')
    .values({ ...values, target: 'semua', target_ids: [], is_published: true, created_by: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stored: { id: number; tipe: SurveyQuestionType; is_wajib: boolean; options: number[] }[] = [];
  for (const [i, q] of questions.entries()) {
    const row = await trx
      .insertInto('survey_question')
      .values({ survey_id: id, urutan: i + 1, tipe: q.tipe, pertanyaan: q.pertanyaan, is_wajib: q.is_wajib ?? true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const options = q.options
      ? await trx
          .insertInto('survey_option')
          .values(q.options.map((label, j) => ({ question_id: row.id, urutan: j + 1, label })))
          .returning('id')
          .execute()
      : [];
    stored.push({ id: row.id, tipe: q.tipe, is_wajib: q.is_wajib ?? true, options: options.map((o) => o.id) });
  }
  return { id, questions: stored };
}

async function answerSurvey(
  trx: Transaction<Database>,
  rng: Rng,
  survey: Awaited<ReturnType<typeof insertSurvey>>,
  pegawaiIds: readonly number[],
  anonymous: boolean,
) {
  for (const pegawaiId of pegawaiIds) {
    await trx.insertInto('survey_participant').values({ survey_id: survey.id, pegawai_id: pegawaiId }).execute();
    const { id } = await trx
      .insertInto('survey_response')
      .values({
        survey_id: survey.id,
        pegawai_id: anonymous ? null : pegawaiId,
        created_at: anonymous ? null : new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows: {
      response_id: string;
      question_id: number;
      option_id: number | null;
      nilai: number | null;
      teks: string | null;
    }[] = [];
    for (const q of survey.questions) {
      if (q.tipe === 'pilihan_tunggal')
        rows.push({ response_id: id, question_id: q.id, option_id: rng.pick(q.options), nilai: null, teks: null });
      else if (q.tipe === 'pilihan_ganda') {
        const chosen = q.options.filter(() => rng.chance(0.45));
        for (const option_id of chosen.length > 0 ? chosen : [q.options[0]])
          rows.push({ response_id: id, question_id: q.id, option_id, nilai: null, teks: null });
      } else if (q.tipe === 'skala')
        rows.push({ response_id: id, question_id: q.id, option_id: null, nilai: rng.int(2, 5), teks: null });
      else if (rng.chance(0.4))
        rows.push({ response_id: id, question_id: q.id, option_id: null, nilai: null, teks: rng.pick(SARAN) });
    }
    if (rows.length > 0) await trx.insertInto('survey_answer').values(rows).execute();
  }
}

export async function loadSurveyLearningDemo(trx: Transaction<Database>, data: DemoData): Promise<void> {
  const rng = new Rng(SEED);
  const today = DateTime.now().setZone('Asia/Jakarta').startOf('day');
  const iso = (d: DateTime) => d.toISODate()!;
  const accounts = new Set(data.accountPegawai.values());
  const others = data.pegawai.map((p) => p.id).filter((id) => !accounts.has(id));
  const sample = (n: number) => rng.shuffle([...others]).slice(0, Math.min(n, others.length));

  const open = await insertSurvey(
    trx,
    {
      judul: 'Survei Kepuasan Layanan Internal',
      deskripsi: 'Bantu kami meningkatkan layanan SDM dan portal pegawai. Pengisian sekitar 3 menit.',
      is_anonim: false,
      tanggal_mulai: iso(today.minus({ days: 3 })),
      tanggal_selesai: iso(today.plus({ days: 30 })),
    },
    OPEN_QUESTIONS,
  );
  await answerSurvey(trx, rng, open, sample(40), false);

  const closed = await insertSurvey(
    trx,
    {
      judul: 'Survei Budaya Kerja 2026',
      deskripsi: 'Survei anonim tentang budaya kerja. Jawaban tidak terhubung dengan identitas pegawai.',
      is_anonim: true,
      tanggal_mulai: iso(today.minus({ days: 60 })),
      tanggal_selesai: iso(today.minus({ days: 31 })),
    },
    CLOSED_QUESTIONS,
  );
  await answerSurvey(trx, rng, closed, sample(60), true);

  for (const [m, def] of MODULES.entries()) {
    const modul = await trx
      .insertInto('learning_modul')
      .values({ nama: def.nama, deskripsi: def.deskripsi, urutan: m + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [i, materi] of def.materi.entries())
      await trx
        .insertInto('learning_materi')
        .values({
          modul_id: modul.id,
          urutan: i + 1,
          judul: materi.judul,
          isi: materi.isi,
          tautan: JSON.stringify(materi.tautan),
          created_by: 1,
        })
        .execute();
    const quiz = await trx
      .insertInto('learning_quiz')
      .values({
        modul_id: modul.id,
        judul: def.quiz.judul,
        deskripsi: `Kuis modul ${def.nama}`,
        nilai_lulus: 70,
        maks_percobaan: 3,
        is_published: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const questions: { id: number; choices: number[]; benar: number }[] = [];
    for (const [i, q] of def.quiz.questions.entries()) {
      const row = await trx
        .insertInto('learning_quiz_question')
        .values({ quiz_id: quiz.id, urutan: i + 1, pertanyaan: q.pertanyaan })
        .returning('id')
        .executeTakeFirstOrThrow();
      const choices = await trx
        .insertInto('learning_quiz_choice')
        .values(q.choices.map((label, j) => ({ question_id: row.id, urutan: j + 1, label, is_benar: j === q.benar })))
        .returning('id')
        .execute();
      questions.push({ id: row.id, choices: choices.map((c) => c.id), benar: choices[q.benar].id });
    }
    for (const pegawaiId of sample(25)) {
      const answers = questions.map((q) => ({
        question_id: q.id,
        choice_id: rng.chance(0.7) ? q.benar : rng.pick(q.choices),
      }));
      const benar = answers.filter((a, i) => a.choice_id === questions[i].benar).length;
      const skor = Math.round((benar * 100) / questions.length);
      const attempt = await trx
        .insertInto('learning_attempt')
        .values({
          quiz_id: quiz.id,
          pegawai_id: pegawaiId,
          percobaan_ke: 1,
          started_at: today.minus({ days: rng.int(1, 20), hours: 2 }).toJSDate(),
          submitted_at: today.minus({ days: rng.int(0, 1) }).toJSDate(),
          jumlah_soal: questions.length,
          jumlah_benar: benar,
          skor,
          is_lulus: skor >= 70,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('learning_attempt_answer')
        .values(answers.map((a) => ({ attempt_id: attempt.id, ...a })))
        .execute();
    }
  }
}
