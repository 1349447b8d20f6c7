/** Guidelines for HR staff (/guidelines/sdm), loaded only with its page. */
import { list, steps, text, type HelpDocument } from './help-types';

export const GUIDELINES_SDM: HelpDocument = {
  title: 'Pedoman SDM',
  intro:
    'Pedoman kerja untuk staf Divisi SDM (Admin SDM) dalam mengelola data pegawai, persetujuan dan akun di Portal SDM.',
  sections: [
    {
      id: 'prinsip',
      title: 'Prinsip pengelolaan data',
      blocks: [
        list(
          'Satu pegawai, satu data: perbarui data yang ada, jangan membuat pegawai ganda. Cari dulu berdasarkan nama atau NPP.',
          'Setiap perubahan tercatat di Log Aktivitas (siapa, kapan, nilai sebelum dan sesudah). Isi data dengan benar sejak awal.',
          'Data pribadi pegawai (alamat, rekening, keluarga, kesehatan) hanya dipakai untuk keperluan kedinasan dan tidak diunduh ke perangkat pribadi.',
        ),
      ],
    },
    {
      id: 'pegawai-baru',
      title: 'Mendaftarkan pegawai baru',
      blocks: [
        steps(
          'Tambahkan pegawai di menu Pegawai dengan NPP, nama, tanggal lahir, kantor dan jabatan.',
          'Lengkapi riwayat jabatan dan pangkat; jabatan aktif menentukan atasan dalam rantai persetujuan.',
          'Pegawai dapat mendaftar akun sendiri; konfirmasi pendaftaran akun baru sebelum akun tersebut dapat menyetujui pengajuan.',
          'Minta pegawai login dan mengganti password awal, lalu memverifikasi email dan nomor WhatsApp di Profil Saya.',
        ),
      ],
    },
    {
      id: 'mutasi',
      title: 'Mutasi, promosi dan perubahan kantor',
      blocks: [
        text(
          'Catat perubahan jabatan atau pangkat sebagai riwayat baru dengan tanggal berlaku (TMT) — jangan menimpa riwayat lama. Perubahan kantor memengaruhi lokasi absen dan rantai persetujuan sejak tanggal berlaku.',
        ),
        text(
          'Untuk perubahan massal gunakan unggah Excel di halaman jabatan: seluruh baris diperiksa dulu, dan bila ada baris yang salah tidak ada data yang disimpan; perbaiki baris sesuai laporan kesalahan lalu unggah ulang.',
        ),
      ],
    },
    {
      id: 'persetujuan',
      title: 'Persetujuan cuti, izin dan perjalanan dinas',
      blocks: [
        list(
          'Pengajuan melewati atasan langsung lalu SDM. Filter "giliran saya" menampilkan pengajuan yang menunggu keputusan Anda.',
          'Periksa lampiran sebelum menyetujui; tolak dengan alasan yang jelas agar pegawai dapat memperbaiki.',
          'Keputusan yang keliru dapat dibatalkan (reverse) oleh pemberi keputusan terakhir, atau oleh Super Admin untuk langkah mana pun.',
        ),
      ],
    },
    {
      id: 'akun',
      title: 'Akun, role dan password',
      blocks: [
        text(
          'Role diberikan oleh Admin User (66) atau Super Admin (1) di menu Daftar Pengguna. Seorang admin hanya dapat memberi role yang ia miliki sendiri, dan tidak ada yang dapat mengubah role-nya sendiri. Setelah role diganti, pengguna otomatis keluar dan harus login ulang.',
        ),
        list(
          'Reset password: password menjadi nama user dan pengguna wajib menggantinya saat login berikutnya. Gunakan hanya setelah identitas pegawai dipastikan (misalnya tatap muka atau telepon dari nomor terdaftar).',
          'Reset token: mengakhiri semua sesi dan perangkat notifikasi pengguna, misalnya saat ponsel pegawai hilang.',
          'Verifikasi: Super Admin dapat mengirim ulang link verifikasi ke email atau nomor WhatsApp yang tercatat.',
        ),
      ],
    },
    {
      id: 'laporan',
      title: 'Laporan, ekspor dan dashboard',
      blocks: [
        text(
          'Ekspor besar (data pegawai, rekap absensi, laporan gaji) berjalan sebagai proses latar belakang: tutup dialog bila perlu, kemajuan dan tautan unduhan muncul di notifikasi. Dashboard diperbarui terjadwal; tanggal "diperbarui" di setiap grafik menunjukkan kapan angkanya dihitung.',
        ),
      ],
    },
    {
      id: 'bantuan',
      title: 'Jika menemukan masalah',
      blocks: [
        steps(
          'Catat halaman (alamat di browser), waktu dan pesan yang tampil.',
          'Coba muat ulang halaman; banyak gangguan sementara pulih sendiri.',
          'Laporkan ke tim pengembang melalui helpdesk dengan informasi di atas. Jangan mengirim password atau tangkapan layar yang memuat data pribadi pegawai lain.',
        ),
      ],
    },
  ],
};
