/** Guidelines for programmers (/guidelines/programmer), loaded only with its page. Sources: README.md, docs/. */
import { code, list, steps, text, type HelpDocument } from './help-types';

export const GUIDELINES_PROGRAMMER: HelpDocument = {
  title: 'Pedoman Programmer',
  intro:
    'Cara Portal SDM dibangun, cara sebuah divisi merilis modul (remote) miliknya, dan cara menjalankan serta menguji satu remote. Rinciannya ada di README.md, docs/code-map.md dan docs/adr/ di repositori.',
  sections: [
    {
      id: 'arsitektur',
      title: 'Arsitektur portal',
      blocks: [
        text(
          'Portal adalah micro-frontend: satu shell (host) dan beberapa remote yang digabung saat aplikasi berjalan dengan Module Federation, di atas satu API Fastify dengan PostgreSQL.',
        ),
        list(
          'shell/: login, sesi, batas waktu idle, navbar, menu samping, guard, beranda, profil, administrasi pengguna, FAQ, pedoman dan halaman developer.',
          'mf-pegawai, mf-absen, mf-sppd, mf-kpi, mf-gaji, mf-message, mf-ai: setiap remote mengekspos ./routes (tabel route) dan ./lifecycles (single-spa-react).',
          'packages/domain: aturan, kata dan konstanta bersama (role, policy, format tanggal). packages/contracts: skema TypeBox tiap endpoint. packages/api-client: transport, token, refresh. packages/design-system: Chakra UI dan komponen bersama.',
          'packages/server: src/platform (db, auth, error, audit, job, realtime, file) dan src/modules/<modul> (routes → service → repo).',
          'Halaman /dev menampilkan versi shell dan setiap remote yang sedang berjalan; /diagram menggambar arsitektur dari remotes.json yang aktif.',
        ),
      ],
    },
    {
      id: 'aturan',
      title: 'Aturan yang dijaga lint',
      blocks: [
        list(
          'Remote tidak pernah mengimpor remote lain atau shell; mereka bertemu hanya saat berjalan dan berbagi kode lewat packages/*.',
          'Setiap aturan role adalah policy bernama di packages/domain/src/policies.ts; route (meta.policy), menu, halaman dan server (config.policy) menyebut policy yang sama. Daftar angka role di tempat lain adalah error lint.',
          'Komponen Chakra diimpor dari @portal/design-system; tombol memakai Button dengan kind.',
          'Tanggal hanya lewat formatDate, formatTime, portalNow dari @portal/domain (zona waktu portal).',
          'Setiap endpoint punya kontrak TypeBox; input salah dijawab 4xx dengan pesan berbahasa Indonesia, tidak pernah 500.',
          'Paket bersama yang berubah menaikkan versinya: tulis catatan dengan npx changeset.',
        ),
      ],
    },
    {
      id: 'halaman-baru',
      title: 'Menambah halaman pada remote',
      blocks: [
        steps(
          'Buat folder fitur mf-<remote>/src/features/<fitur>/ berisi api.ts, components/, pages/ dan tes di sampingnya.',
          'Daftarkan route di features/<fitur>/routes.ts dengan load malas (import()), meta.policy, title dan menu sesuai spesifikasi.',
          'Tambahkan kontrak di packages/contracts/src/<area>.ts dan endpoint di packages/server/src/modules/<modul>/.',
          'Tulis tes jest komponen, story Storybook dengan jawaban MSW, tes server di PostgreSQL, dan tes browser untuk jalur utama di packages/e2e/tests/.',
        ),
      ],
    },
    {
      id: 'rilis-remote',
      title: 'Cara divisi merilis remote-nya',
      blocks: [
        steps(
          'Checkout portal pada versi yang sedang berjalan di produksi (tag atau commit yang diumumkan tim portal).',
          'Bangun remote saja, misalnya: cd mf-absen && npx -y pnpm@10.34.8 build. Hasilnya di dist/: chunk ber-hash, remoteEntry.js, mf-manifest.json dan routes.json.',
          'Salin dist/ menimpa build sebelumnya di host divisi (jangan hapus dulu: tab yang terbuka masih memakai chunk lama). Server statis harus mengirim CORS untuk origin portal dan no-cache untuk remoteEntry.js, mf-manifest.json dan routes.json.',
          'Arahkan portal ke host tersebut di berkas REMOTES_JSON, misalnya "mf_absen": "https://absen.bank.example/mf-manifest.json". Portal membacanya ulang pada pemuatan halaman berikutnya, tanpa restart.',
          'Buka salah satu halaman remote. Pesan "Versi modul tidak cocok dengan portal" berarti build dibuat dari versi paket bersama yang berbeda: bangun ulang dari checkout yang benar.',
        ),
        text(
          'Jika host remote tidak menjawab dalam 3 detik, halamannya menampilkan "Modul sedang tidak tersedia" dan bagian portal lainnya tetap berjalan.',
        ),
      ],
    },
    {
      id: 'menjalankan',
      title: 'Menjalankan dan menguji satu remote',
      blocks: [
        code(
          [
            'npm start                                  # seluruh portal di http://localhost:8080',
            'npx pnpm@10 dev                            # API + shell :3000 + setiap remote :3001–3007 dengan reload',
            'npx pnpm@10 --filter mf-absen dev          # satu remote saja',
            'cd mf-absen && npx jest src/features/izin  # tes komponen satu fitur',
            'cd mf-absen && npx tsc -b                  # pemeriksaan tipe',
            'npm run storybook                          # komponen dalam setiap keadaannya',
          ].join('\n'),
        ),
        text(
          'Tes server berjalan di PostgreSQL sungguhan, satu database baru per berkas tes: cd packages/server && DATABASE_URL=postgres://… node test/run.mjs src/modules/<modul>/<berkas>.test.ts. Tes otorisasi dan fuzz (test/security/) menelusuri setiap route secara otomatis, jadi route baru langsung ikut diuji.',
        ),
      ],
    },
    {
      id: 'akun-demo',
      title: 'Akun demo untuk pengujian',
      blocks: [
        list(
          'admin — semua role (Super Admin, Admin User, Admin Pengembangan, dan lain-lain).',
          'hr — Pegawai dan Admin SDM.',
          'pegawai — pegawai biasa.',
          'terbatas — Akses Terbatas: tertolak dari sebagian besar halaman.',
          'baru — password default: tertahan di halaman profil sampai password diganti.',
        ),
        text('Password akun demo tercantum di README.md repositori; jangan memakai akun demo di produksi.'),
      ],
    },
  ],
};
