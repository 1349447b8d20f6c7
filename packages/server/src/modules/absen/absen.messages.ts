/** Texts of the attendance module (Indonesian, shown to employees as they are). */

const meters = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const kilometers = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const ABSEN_MESSAGES = {
  created: 'Absen created',
  duplicate: 'Absen sudah tercatat dalam satu menit terakhir',
  alreadyToday: (jenis: 'masuk' | 'pulang', time: string) => `Anda sudah absen ${jenis} hari ini pukul ${time}`,
  noPegawai: 'Akun Anda tidak terhubung dengan data pegawai',
  pegawaiInactive: 'Data kepegawaian Anda sudah tidak aktif (PHK); absensi tidak dapat dicatat',
  noLocation: 'Lokasi Anda tidak diketahui; izinkan akses lokasi pada peramban',
  noOffice: 'Anda belum terdaftar pada kantor',
  noAbsenOffice: (kantor: string) =>
    `Kantor Anda (${kantor}) dan kantor induknya bukan kantor absen atau tidak mengizinkan absensi`,
  outsideOffice: (distance: string, kantor: string, radius: number) =>
    `Anda berada ${distance} dari kantor terdekat (${kantor}); radius ${radius} m`,
  outsideTemporer: (distance: string, lokasi: string, radius: number) =>
    `Anda berada ${distance} dari lokasi temporer (${lokasi}); radius ${radius} m`,
  inaccurate: (accuracy: number, tempat: string, radius: number) =>
    `Akurasi lokasi Anda ±${meters.format(Math.round(accuracy))} m lebih kasar dari radius ${tempat} (${radius} m); aktifkan GPS lalu coba lagi`,
  kantorNotFound: 'Kantor tidak ditemukan',
  pegawaiNotFound: 'Pegawai tidak ditemukan',
  forbiddenOther: 'Anda hanya dapat melihat absensi Anda sendiri',
  forbiddenKantor: 'Anda hanya dapat melihat absensi kantor Anda sendiri',
  dateRange: 'Tanggal akhir harus sama atau setelah tanggal awal',
  rangeTooLong: 'Rentang tanggal paling lama 366 hari',
} as const;

/** '350 m' below one kilometre, else '1,2 km' (Indonesian decimal comma). */
export function formatDistance(m: number): string {
  return m < 1000 ? `${meters.format(Math.round(m))} m` : `${kilometers.format(m / 1000)} km`;
}
