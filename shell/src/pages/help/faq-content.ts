/** The FAQ's text (/faq), loaded only with its page. */
import { list, steps, text, type HelpDocument } from './help-types';

export const FAQ: HelpDocument = {
  title: 'Pertanyaan yang Sering Diajukan',
  intro:
    'Jawaban singkat untuk hal-hal yang paling sering ditanyakan pegawai tentang Portal SDM. Ketik kata kunci di kotak pencarian untuk menyaring pertanyaan.',
  sections: [
    {
      id: 'absen-masuk',
      title: 'Bagaimana cara melakukan absen masuk dan pulang?',
      blocks: [
        steps(
          'Buka menu Absensi lalu pilih Absen Mobile (di ponsel) atau halaman Absensi di komputer.',
          'Izinkan browser membaca lokasi Anda: absen hanya diterima di dalam radius kantor tempat Anda terdaftar (atau kantor temporer yang ditetapkan SDM).',
          'Tekan tombol Absen Masuk saat tiba dan Absen Pulang saat selesai bekerja. Jam yang tercatat adalah jam server dalam zona waktu portal, bukan jam ponsel Anda.',
          'Periksa hasilnya di daftar absensi hari itu atau di Kalender Absensi.',
        ),
        text(
          'Jika lokasi ditolak padahal Anda berada di kantor, nyalakan GPS, tunggu beberapa detik lalu coba lagi. Bila tetap gagal, hubungi admin absensi kantor Anda.',
        ),
      ],
    },
    {
      id: 'absen-salah',
      title: 'Absen saya salah tercatat, bagaimana memperbaikinya?',
      blocks: [
        text(
          'Ajukan penghapusan lewat menu Absensi → Pengajuan Hapus Absen, pilih tanggal dan jelaskan alasannya. Pengajuan diproses melalui persetujuan atasan lalu SDM; setelah disetujui Anda dapat absen ulang sesuai ketentuan.',
        ),
      ],
    },
    {
      id: 'cuti-izin',
      title: 'Bagaimana cara mengajukan cuti atau izin?',
      blocks: [
        steps(
          'Buka menu Cuti & Izin (halaman /pegawai/izin) lalu tekan Tambah.',
          'Pilih jenis izin, tanggal mulai dan selesai, isi keterangan dan unggah lampiran bila diminta (misalnya surat dokter).',
          'Simpan: pengajuan tersimpan sebagai Draft. Portal menampilkan peringatan "Cek kembali sebelum Request Approval" — periksa lagi tanggal dan jenisnya.',
          'Tekan Request Approval. Pengajuan berjalan ke atasan langsung, lalu ke SDM. Anda dapat melihat posisinya di riwayat persetujuan.',
        ),
        text(
          'Selama masih Draft, pengajuan dapat diubah atau dibatalkan. Setelah disetujui, hari cuti tampil di kalender dan tidak dihitung sebagai hari tidak hadir.',
        ),
      ],
    },
    {
      id: 'lupa-password',
      title: 'Saya lupa password. Bagaimana cara meresetnya?',
      blocks: [
        steps(
          'Di halaman login tekan "Lupa password?".',
          'Isi nama user Anda dan selesaikan captcha. Link reset dikirim ke email yang sudah terverifikasi di akun Anda.',
          'Buka link tersebut dan buat password baru.',
        ),
        text(
          'Belum punya email terverifikasi? Minta admin pengguna (Super Admin atau Admin User) untuk mereset password Anda. Setelah direset, password sementara Anda sama dengan nama user; saat login Anda akan diarahkan ke halaman Profil dan wajib menggantinya sebelum dapat membuka halaman lain.',
        ),
      ],
    },
    {
      id: 'ganti-password',
      title: 'Bagaimana cara mengganti password?',
      blocks: [
        text(
          'Buka Profil Saya, isi password lama, password baru dan konfirmasinya. Password baru tidak boleh sama dengan nama user atau password yang mudah ditebak (misalnya 12345678 atau password). Setelah diganti, semua sesi Anda berakhir dan Anda login ulang dengan password baru.',
        ),
      ],
    },
    {
      id: 'verifikasi-kontak',
      title: 'Mengapa saya perlu memverifikasi email dan nomor WhatsApp?',
      blocks: [
        text(
          'Email terverifikasi dipakai untuk reset password mandiri; nomor WhatsApp untuk pemberitahuan. Ganti atau verifikasi keduanya di Profil Saya: link verifikasi dikirim ke alamat baru dan berlaku 24 jam. Demi keamanan, penggantian alamat meminta password Anda, dan alamat lama menerima link untuk membatalkan perubahan.',
        ),
      ],
    },
    {
      id: 'keluar-otomatis',
      title: 'Mengapa saya tiba-tiba harus login ulang?',
      blocks: [
        list(
          'Portal tidak dipakai selama 15 menit: sesi diakhiri otomatis demi keamanan.',
          'Role Anda diganti admin: muncul pesan "Akses Role sudah diganti, silahkan login ulang".',
          'Password Anda diganti atau direset, atau token Anda direset oleh admin ("Token telah di Reset").',
        ),
      ],
    },
    {
      id: 'role',
      title: 'Apa yang dapat dilihat setiap role?',
      blocks: [
        text(
          'Menu di samping hanya menampilkan halaman yang boleh Anda buka; aturan yang sama juga diperiksa server. Garis besarnya:',
        ),
        list(
          'Pegawai (10): profil, CV sendiri, absensi, cuti dan izin, perjalanan dinas, KPI sendiri, surat, tautan, FAQ.',
          'Akses Terbatas (8): hanya halaman dasar; tidak dapat membuka sebagian besar halaman pegawai, termasuk FAQ.',
          'Admin SDM (57): data seluruh pegawai, kantor, jabatan, pangkat, persetujuan sebagai SDM, dashboard dan pedoman SDM.',
          'Admin Absensi (59) dan admin modul lain (gaji, SPPD, KPI, diklat, sanksi): register dan laporan modulnya masing-masing.',
          'Admin User (66): daftar pengguna, role, reset password dan token, pengguna online.',
          'Admin Pengembangan (63): log aktivitas, halaman Developer dan Diagram arsitektur.',
          'Super Admin (1): seluruh halaman, termasuk verifikasi pengguna dan dokumentasi API.',
        ),
        text('Merasa kehilangan akses ke halaman yang seharusnya bisa Anda buka? Hubungi Admin User kantor pusat.'),
      ],
    },
    {
      id: 'akses-ditolak',
      title: 'Muncul "Anda tidak memiliki akses ke halaman ini". Apa artinya?',
      blocks: [
        text(
          'Role atau jabatan Anda tidak termasuk yang diizinkan membuka halaman tersebut. Tautan dari rekan dengan role berbeda bisa menampilkan pesan ini. Bila Anda memang memerlukan akses, ajukan kepada Admin User dengan menyebut halaman yang dimaksud.',
        ),
      ],
    },
    {
      id: 'modul-tidak-tersedia',
      title: 'Halaman menampilkan "Modul sedang tidak tersedia". Apa yang harus saya lakukan?',
      blocks: [
        text(
          'Modul tersebut dilayani terpisah oleh divisinya dan sedang tidak dapat dihubungi. Bagian portal lainnya tetap berjalan. Muat ulang halaman beberapa menit kemudian; bila berlanjut, laporkan ke tim pengembang.',
        ),
      ],
    },
  ],
};
