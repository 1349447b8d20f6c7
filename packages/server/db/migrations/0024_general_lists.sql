-- The general option lists of spec section 7 (/general/gender, nikah_status, pendidikan and its
-- jurusan, prestasi, institusi 'nama | akronim', kawin, family and its status, rekening, dati_code,
-- activity, file), issue #12: small master lists read by the forms' selects. One table keyed by the
-- list's name; agama and status keep their own tables (0006). parent_id ties a jurusan to its
-- pendidikan level and a family status to its family relation.
CREATE TABLE general_list_item (
  list       text NOT NULL,
  id         integer NOT NULL,
  nama       text NOT NULL,
  akronim    text,
  parent_id  integer,
  PRIMARY KEY (list, id)
);

INSERT INTO general_list_item (list, id, nama, akronim, parent_id) VALUES
  ('gender', 1, 'Laki-laki', 'L', NULL), ('gender', 2, 'Perempuan', 'P', NULL),
  ('nikah_status', 1, 'Belum Menikah', 'TK', NULL), ('nikah_status', 2, 'Menikah', 'K', NULL), ('nikah_status', 3, 'Cerai Hidup', 'CH', NULL), ('nikah_status', 4, 'Cerai Mati', 'CM', NULL),
  ('kawin', 1, 'TK/0', NULL, NULL), ('kawin', 2, 'K/0', NULL, NULL), ('kawin', 3, 'K/1', NULL, NULL), ('kawin', 4, 'K/2', NULL, NULL), ('kawin', 5, 'K/3', NULL, NULL),
  ('pendidikan', 1, 'SD', NULL, NULL), ('pendidikan', 2, 'SMP', NULL, NULL), ('pendidikan', 3, 'SMA', NULL, NULL), ('pendidikan', 4, 'D1', NULL, NULL),
  ('pendidikan', 5, 'D3', NULL, NULL), ('pendidikan', 6, 'D4', NULL, NULL), ('pendidikan', 7, 'S1', NULL, NULL), ('pendidikan', 8, 'S2', NULL, NULL), ('pendidikan', 9, 'S3', NULL, NULL),
  ('jurusan', 1, 'IPA', NULL, 3), ('jurusan', 2, 'IPS', NULL, 3), ('jurusan', 3, 'Akuntansi', NULL, 3),
  ('jurusan', 4, 'Akuntansi', NULL, 5), ('jurusan', 5, 'Manajemen Informatika', NULL, 5), ('jurusan', 6, 'Perbankan dan Keuangan', NULL, 5),
  ('jurusan', 7, 'Akuntansi', NULL, 7), ('jurusan', 8, 'Manajemen', NULL, 7), ('jurusan', 9, 'Ilmu Ekonomi', NULL, 7), ('jurusan', 10, 'Hukum', NULL, 7),
  ('jurusan', 11, 'Teknik Informatika', NULL, 7), ('jurusan', 12, 'Sistem Informasi', NULL, 7), ('jurusan', 13, 'Statistika', NULL, 7), ('jurusan', 14, 'Psikologi', NULL, 7),
  ('jurusan', 15, 'Magister Manajemen', NULL, 8), ('jurusan', 16, 'Magister Akuntansi', NULL, 8), ('jurusan', 17, 'Magister Hukum', NULL, 8), ('jurusan', 18, 'Ilmu Ekonomi', NULL, 9),
  ('prestasi', 1, 'Pegawai Teladan', NULL, NULL), ('prestasi', 2, 'Pencapaian Target Terbaik', NULL, NULL), ('prestasi', 3, 'Inovasi', NULL, NULL), ('prestasi', 4, 'Pelayanan Nasabah Terbaik', NULL, NULL), ('prestasi', 5, 'Penghargaan Masa Kerja', NULL, NULL),
  ('institusi', 1, 'Universitas Indonesia', 'UI', NULL), ('institusi', 2, 'Universitas Gadjah Mada', 'UGM', NULL), ('institusi', 3, 'Institut Teknologi Bandung', 'ITB', NULL),
  ('institusi', 4, 'Institut Pertanian Bogor', 'IPB', NULL), ('institusi', 5, 'Universitas Airlangga', 'UNAIR', NULL), ('institusi', 6, 'Universitas Padjadjaran', 'UNPAD', NULL),
  ('institusi', 7, 'Universitas Diponegoro', 'UNDIP', NULL), ('institusi', 8, 'Universitas Brawijaya', 'UB', NULL), ('institusi', 9, 'Universitas Hasanuddin', 'UNHAS', NULL),
  ('institusi', 10, 'Universitas Sumatera Utara', 'USU', NULL), ('institusi', 11, 'Universitas Andalas', 'UNAND', NULL), ('institusi', 12, 'Universitas Udayana', 'UNUD', NULL),
  ('institusi', 13, 'Universitas Sebelas Maret', 'UNS', NULL), ('institusi', 14, 'Universitas Negeri Jakarta', 'UNJ', NULL), ('institusi', 15, 'Sekolah Tinggi Ilmu Ekonomi Indonesia', 'STIESIA', NULL),
  ('family', 1, 'Suami', NULL, NULL), ('family', 2, 'Istri', NULL, NULL), ('family', 3, 'Anak', NULL, NULL), ('family', 4, 'Ayah', NULL, NULL), ('family', 5, 'Ibu', NULL, NULL),
  ('family_status', 1, 'Tanggungan', NULL, NULL), ('family_status', 2, 'Bukan Tanggungan', NULL, NULL), ('family_status', 3, 'Meninggal', NULL, NULL),
  ('rekening', 1, 'Tabungan', NULL, NULL), ('rekening', 2, 'Giro', NULL, NULL), ('rekening', 3, 'Payroll', NULL, NULL),
  ('dati_code', 3171, 'Kota Jakarta Pusat', NULL, NULL), ('dati_code', 3173, 'Kota Jakarta Barat', NULL, NULL), ('dati_code', 3174, 'Kota Jakarta Selatan', NULL, NULL),
  ('dati_code', 3273, 'Kota Bandung', NULL, NULL), ('dati_code', 3271, 'Kota Bogor', NULL, NULL), ('dati_code', 3374, 'Kota Semarang', NULL, NULL),
  ('dati_code', 3471, 'Kota Yogyakarta', NULL, NULL), ('dati_code', 3578, 'Kota Surabaya', NULL, NULL), ('dati_code', 3573, 'Kota Malang', NULL, NULL),
  ('dati_code', 1275, 'Kota Medan', NULL, NULL), ('dati_code', 1671, 'Kota Palembang', NULL, NULL), ('dati_code', 5171, 'Kota Denpasar', NULL, NULL),
  ('dati_code', 7371, 'Kota Makassar', NULL, NULL), ('dati_code', 6471, 'Kota Balikpapan', NULL, NULL), ('dati_code', 9471, 'Kota Jayapura', NULL, NULL),
  ('activity', 1, 'Rapat', NULL, NULL), ('activity', 2, 'Kunjungan Nasabah', NULL, NULL), ('activity', 3, 'Pelatihan', NULL, NULL), ('activity', 4, 'Tugas Luar Kantor', NULL, NULL), ('activity', 5, 'Administrasi', NULL, NULL),
  ('file', 1, 'Surat Keputusan', NULL, NULL), ('file', 2, 'Ijazah', NULL, NULL), ('file', 3, 'Sertifikat', NULL, NULL), ('file', 4, 'Kartu Keluarga', NULL, NULL), ('file', 5, 'KTP', NULL, NULL), ('file', 6, 'NPWP', NULL, NULL);
