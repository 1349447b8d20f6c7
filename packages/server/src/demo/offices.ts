/**
 * Office reference data for the demo: kantor levels and classes, regional offices (Kantor Wilayah)
 * with real Indonesian cities and their approximate coordinates, head-office divisions.
 * The tree itself is built in office-tree.ts.
 */
import type { RegionKey } from './names.js';

/**
 * Kantor levels 1..9. Level 4 (head-office divisions) is the one the spec leaves out of office
 * pickers ("levels 1,2,3,5,6,7,8,9"); levels 5..9 show their parent office.
 */
export const KANTOR_LEVELS = [
  { id: 1, nama: 'Kantor Pusat' },
  { id: 2, nama: 'Kantor Wilayah' },
  { id: 3, nama: 'Kantor Cabang Utama' },
  { id: 4, nama: 'Divisi / Unit Kerja Kantor Pusat' },
  { id: 5, nama: 'Kantor Cabang' },
  { id: 6, nama: 'Kantor Cabang Pembantu' },
  { id: 7, nama: 'Kantor Fungsional' },
  { id: 8, nama: 'Kantor Layanan / Payment Point' },
  { id: 9, nama: 'Kantor Kas' },
] as const;

export const LEVEL = {
  pusat: 1,
  wilayah: 2,
  cabangUtama: 3,
  divisi: 4,
  cabang: 5,
  capem: 6,
  fungsional: 7,
  paymentPoint: 8,
  kas: 9,
} as const;

/** Office classes; the display name is class name + office name (spec section 3). id = level id. */
export const KANTOR_KELAS = [
  { id: 1, nama: 'Kantor Pusat' },
  { id: 2, nama: 'Kantor Wilayah' },
  { id: 3, nama: 'Kantor Cabang Utama' },
  { id: 4, nama: 'Divisi' },
  { id: 5, nama: 'Kantor Cabang' },
  { id: 6, nama: 'Kantor Cabang Pembantu' },
  { id: 7, nama: 'Kantor Fungsional' },
  { id: 8, nama: 'Payment Point' },
  { id: 9, nama: 'Kantor Kas' },
] as const;

export interface City {
  nama: string;
  lat: number;
  lng: number;
  provinsi: string;
  /** Relative number of branches. */
  weight: number;
  /** Neighbourhoods used to name branches, sub-branches and cash offices. */
  areas: readonly string[];
}

export interface Wilayah {
  nama: string;
  /** Regions of origin most common among staff here. */
  local: readonly RegionKey[];
  cities: readonly City[];
}

const c = (nama: string, lat: number, lng: number, provinsi: string, weight = 1, areas = ''): City => ({
  nama,
  lat,
  lng,
  provinsi,
  weight,
  areas: areas ? areas.split(',').map((a) => a.trim()) : [],
});

export const WILAYAH: readonly Wilayah[] = [
  {
    nama: 'Jakarta',
    local: ['jawa', 'sunda', 'tionghoa', 'arab'],
    cities: [
      c(
        'Jakarta',
        -6.2088,
        106.8456,
        'DKI Jakarta',
        6,
        `Menteng, Kebayoran Baru, Kelapa Gading, Tanah Abang, Glodok,
      Cempaka Putih, Rawamangun, Kemang, Pluit, Sunter, Tebet, Cibubur, Pasar Minggu, Cikini, Mangga Dua, Grogol,
      Kramat Jati, Pulo Gadung, Senen, Cilandak`,
      ),
      c('Bekasi', -6.2383, 106.9756, 'Jawa Barat', 2, 'Harapan Indah, Cikarang, Jatiasih, Bekasi Timur'),
      c('Tangerang', -6.1783, 106.6319, 'Banten', 2, 'Cikokol, BSD, Karawaci, Ciputat, Bintaro'),
      c('Bogor', -6.5971, 106.806, 'Jawa Barat', 1, 'Pajajaran, Cibinong, Dramaga, Ciawi'),
      c('Depok', -6.4025, 106.7942, 'Jawa Barat', 1, 'Margonda, Cimanggis, Sawangan'),
      c('Serang', -6.12, 106.1503, 'Banten', 1, 'Cilegon, Pandeglang, Kramatwatu'),
    ],
  },
  {
    nama: 'Bandung',
    local: ['sunda'],
    cities: [
      c(
        'Bandung',
        -6.9175,
        107.6191,
        'Jawa Barat',
        3,
        'Asia Afrika, Dago, Buah Batu, Cimahi, Ujung Berung, Kopo, Setiabudi, Pasar Baru',
      ),
      c('Cirebon', -6.732, 108.5523, 'Jawa Barat', 1, 'Kejaksan, Sumber, Plered'),
      c('Tasikmalaya', -7.3274, 108.2207, 'Jawa Barat', 1, 'Cihideung, Singaparna'),
      c('Sukabumi', -6.9277, 106.93, 'Jawa Barat', 1, 'Cibadak, Pelabuhan Ratu'),
      c('Karawang', -6.3227, 107.3376, 'Jawa Barat', 1, 'Cikampek, Rengasdengklok'),
    ],
  },
  {
    nama: 'Semarang',
    local: ['jawa'],
    cities: [
      c('Semarang', -6.9667, 110.4167, 'Jawa Tengah', 2, 'Simpang Lima, Pandanaran, Banyumanik, Ungaran, Johar'),
      c('Surakarta', -7.5755, 110.8243, 'Jawa Tengah', 1, 'Slamet Riyadi, Klewer, Sukoharjo, Karanganyar'),
      c('Yogyakarta', -7.7956, 110.3695, 'DI Yogyakarta', 2, 'Malioboro, Kaliurang, Sleman, Bantul, Kotagede'),
      c('Purwokerto', -7.4246, 109.2344, 'Jawa Tengah', 1, 'Cilacap, Purbalingga, Banjarnegara'),
      c('Tegal', -6.8694, 109.1402, 'Jawa Tengah', 1, 'Slawi, Brebes, Pemalang'),
      c('Magelang', -7.4797, 110.2177, 'Jawa Tengah', 1, 'Muntilan, Temanggung'),
    ],
  },
  {
    nama: 'Surabaya',
    local: ['jawa', 'tionghoa', 'arab'],
    cities: [
      c(
        'Surabaya',
        -7.2575,
        112.7521,
        'Jawa Timur',
        3,
        'Darmo, Tunjungan, Rungkut, Kenjeran, Pasar Atom, Gubeng, Wiyung, Tanjung Perak',
      ),
      c('Malang', -7.9666, 112.6326, 'Jawa Timur', 2, 'Kayutangan, Batu, Kepanjen, Singosari'),
      c('Sidoarjo', -7.4478, 112.7183, 'Jawa Timur', 1, 'Waru, Krian, Porong'),
      c('Kediri', -7.848, 112.0178, 'Jawa Timur', 1, 'Pare, Blitar, Tulungagung'),
      c('Jember', -8.1724, 113.7003, 'Jawa Timur', 1, 'Banyuwangi, Lumajang, Bondowoso'),
      c('Madiun', -7.6298, 111.5239, 'Jawa Timur', 1, 'Ponorogo, Ngawi, Magetan'),
    ],
  },
  {
    nama: 'Denpasar',
    local: ['bali'],
    cities: [
      c('Denpasar', -8.6705, 115.2126, 'Bali', 2, 'Gatot Subroto, Renon, Kuta, Sanur, Gianyar, Tabanan'),
      c('Singaraja', -8.112, 115.0882, 'Bali', 1, 'Seririt, Lovina'),
      c('Mataram', -8.5833, 116.1167, 'Nusa Tenggara Barat', 1, 'Cakranegara, Praya, Selong'),
      c('Kupang', -10.1772, 123.607, 'Nusa Tenggara Timur', 1, 'Oebobo, Soe'),
    ],
  },
  {
    nama: 'Medan',
    local: ['batak', 'melayu', 'tionghoa'],
    cities: [
      c(
        'Medan',
        3.5952,
        98.6722,
        'Sumatera Utara',
        3,
        'Pulo Brayan, Sei Sikambing, Petisah, Marelan, Amplas, Belawan, Binjai',
      ),
      c('Pematangsiantar', 2.9595, 99.0687, 'Sumatera Utara', 1, 'Tebing Tinggi, Balige, Kabanjahe'),
      c('Banda Aceh', 5.5483, 95.3238, 'Aceh', 1, 'Peunayong, Lhoknga, Sigli'),
      c('Lhokseumawe', 5.1801, 97.1507, 'Aceh', 1, 'Bireuen, Langsa'),
    ],
  },
  {
    nama: 'Padang',
    local: ['minang', 'melayu'],
    cities: [
      c('Padang', -0.9471, 100.4172, 'Sumatera Barat', 2, 'Pasar Raya, Lubuk Buaya, Pariaman'),
      c('Bukittinggi', -0.3052, 100.3692, 'Sumatera Barat', 1, 'Pasar Atas, Payakumbuh, Padang Panjang'),
      c('Pekanbaru', 0.5071, 101.4478, 'Riau', 2, 'Sudirman, Panam, Dumai, Siak'),
      c('Batam', 1.0456, 104.0305, 'Kepulauan Riau', 1, 'Nagoya, Batam Centre, Tanjung Pinang'),
      c('Jambi', -1.6101, 103.6131, 'Jambi', 1, 'Telanaipura, Muara Bungo'),
    ],
  },
  {
    nama: 'Palembang',
    local: ['melayu', 'jawa', 'tionghoa'],
    cities: [
      c('Palembang', -2.9761, 104.7754, 'Sumatera Selatan', 2, 'Pasar 16 Ilir, Plaju, Kenten, Sekip, Prabumulih'),
      c('Bandar Lampung', -5.3971, 105.2668, 'Lampung', 2, 'Tanjung Karang, Teluk Betung, Metro, Kotabumi'),
      c('Bengkulu', -3.7928, 102.2608, 'Bengkulu', 1, 'Pasar Minggu, Curup'),
      c('Pangkalpinang', -2.1316, 106.1169, 'Kepulauan Bangka Belitung', 1, 'Sungailiat, Tanjung Pandan'),
    ],
  },
  {
    nama: 'Balikpapan',
    local: ['bugis', 'jawa', 'melayu'],
    cities: [
      c('Balikpapan', -1.2379, 116.8529, 'Kalimantan Timur', 2, 'Klandasan, Sepinggan, Penajam'),
      c('Samarinda', -0.5022, 117.1536, 'Kalimantan Timur', 1, 'Pasar Pagi, Tenggarong, Bontang'),
      c('Banjarmasin', -3.3194, 114.5908, 'Kalimantan Selatan', 1, 'Pasar Baru, Banjarbaru, Martapura'),
      c('Pontianak', -0.0263, 109.3425, 'Kalimantan Barat', 1, 'Siantan, Singkawang, Sanggau'),
      c('Palangka Raya', -2.2161, 113.9135, 'Kalimantan Tengah', 1, 'Sampit, Pangkalan Bun'),
    ],
  },
  {
    nama: 'Makassar',
    local: ['bugis'],
    cities: [
      c('Makassar', -5.1477, 119.4327, 'Sulawesi Selatan', 2, 'Panakkukang, Somba Opu, Daya, Sungguminasa, Tamalanrea'),
      c('Parepare', -4.0135, 119.6255, 'Sulawesi Selatan', 1, 'Sidrap, Pinrang, Barru'),
      c('Kendari', -3.9985, 122.513, 'Sulawesi Tenggara', 1, 'Mandonga, Kolaka, Bau-Bau'),
      c('Palu', -0.8917, 119.8707, 'Sulawesi Tengah', 1, 'Tatura, Poso, Luwuk'),
    ],
  },
  {
    nama: 'Manado',
    local: ['manado', 'bugis'],
    cities: [
      c('Manado', 1.4748, 124.8421, 'Sulawesi Utara', 2, 'Boulevard, Tomohon, Kotamobagu'),
      c('Bitung', 1.4404, 125.1217, 'Sulawesi Utara', 1, 'Girian, Airmadidi'),
      c('Gorontalo', 0.5435, 123.0568, 'Gorontalo', 1, 'Limboto, Marisa'),
      c('Ternate', 0.7893, 127.3773, 'Maluku Utara', 1, 'Gamalama, Tidore'),
      c('Ambon', -3.6954, 128.1814, 'Maluku', 1, 'Batu Merah, Masohi, Tual'),
      c('Jayapura', -2.5337, 140.7181, 'Papua', 1, 'Abepura, Sentani, Merauke'),
      c('Sorong', -0.8762, 131.2558, 'Papua Barat Daya', 1, 'Remu, Aimas'),
    ],
  },
];

/** Place names used when a city's own neighbourhoods run out. */
export const GENERIC_AREAS: readonly string[] = `Pasar Raya, Pasar Baru, Alun-Alun, Terminal, Pelabuhan, Sudirman,
  Ahmad Yani, Diponegoro, Gajah Mada, Hayam Wuruk, Pahlawan, Merdeka, Veteran, Pemuda, Imam Bonjol, Kartini,
  Pattimura, Juanda, Hasanuddin, Teuku Umar, Universitas, Kawasan Industri, Bandara, Pasar Induk, Kota Baru,
  Kota Lama, Stadion, Perumnas`
  .split(',')
  .map((a) => a.trim());

/** Streets for addresses (alamat). */
export const STREETS: readonly string[] = `Jl. Jenderal Sudirman, Jl. Ahmad Yani, Jl. Diponegoro, Jl. Gajah Mada,
  Jl. Hayam Wuruk, Jl. Pahlawan, Jl. Merdeka, Jl. Veteran, Jl. Pemuda, Jl. Imam Bonjol, Jl. RA Kartini,
  Jl. Pattimura, Jl. Ir. H. Juanda, Jl. Sultan Hasanuddin, Jl. Teuku Umar, Jl. Gatot Subroto, Jl. MH Thamrin,
  Jl. Dr. Sutomo, Jl. Basuki Rahmat, Jl. Slamet Riyadi, Jl. Cut Nyak Dien, Jl. Sam Ratulangi,
  Jl. Sultan Agung, Jl. KH Agus Salim, Jl. Sisingamangaraja, Jl. Raya Pos, Jl. Pierre Tendean`
  .split(',')
  .map((a) => a.trim());

/** Head-office divisions (level 4) and the staff positions (jabatan keys) they mostly employ. */
export const DIVISI: readonly { nama: string; staff: readonly string[] }[] = [
  { nama: 'Sumber Daya Manusia', staff: ['stafSdm', 'stafUmum', 'sekretaris'] },
  { nama: 'Teknologi Informasi', staff: ['stafTi', 'stafTi', 'stafUmum'] },
  { nama: 'Kredit Komersial', staff: ['analisKredit', 'relationshipManager', 'stafAdmKredit'] },
  { nama: 'Kredit Mikro dan Ritel', staff: ['analisKredit', 'stafAdmKredit', 'stafPenagihan'] },
  { nama: 'Dana dan Jasa', staff: ['stafDana', 'fundingOfficer'] },
  { nama: 'Akuntansi dan Keuangan', staff: ['stafAkuntansi', 'stafAkuntansi', 'stafTreasury'] },
  { nama: 'Kepatuhan', staff: ['stafKepatuhan', 'stafLegal'] },
  { nama: 'Manajemen Risiko', staff: ['stafRisiko'] },
  { nama: 'Satuan Kerja Audit Intern', staff: ['auditor'] },
  { nama: 'Umum dan Logistik', staff: ['stafUmum', 'pengemudi', 'pramubakti'] },
];

/** Functional offices (level 7), one per regional office from the first. */
export const FUNGSIONAL: readonly string[] = [
  'Pusat Pendidikan dan Pelatihan',
  'Sentra Kredit Menengah',
  'Sentra Operasional Kredit',
  'Pusat Penyelamatan Kredit',
  'Sentra Layanan Prioritas',
];

/** Payment points (level 8) are named after the place they serve. */
export const PAYMENT_POINTS: readonly string[] = [
  'Samsat',
  'RSUD',
  'Kantor Bupati',
  'Universitas Negeri',
  'Pasar Induk',
  'PDAM',
];
