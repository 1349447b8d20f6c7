/**
 * Indonesian personal names by region of origin, for the demo employees. Every name is built only
 * from the parts below (tests check this through NAME_PARTS). First names are gender-consistent.
 */
import type { Rng } from './random.js';

export type Gender = 'L' | 'P';
export type RegionKey =
  'jawa' | 'sunda' | 'batak' | 'minang' | 'melayu' | 'bugis' | 'manado' | 'bali' | 'tionghoa' | 'arab';

interface Region {
  /** Share in the whole country (relative). */
  weight: number;
  male: readonly string[];
  female: readonly string[];
  /** Family / last names; `lastFemale` overrides for women when present. */
  last: readonly string[];
  lastFemale?: readonly string[];
  /** Chance of a middle name taken from the same first-name list. */
  middle: number;
}

const w = (s: string): readonly string[] => s.trim().split(/\s+/);

export const REGIONS: Record<RegionKey, Region> = {
  jawa: {
    weight: 38,
    middle: 0.2,
    male: w(`Agus Budi Eko Joko Bambang Slamet Sugeng Teguh Wahyu Dwi Adi Hadi Bayu Rudi Heru Yudi Arif Dimas
      Fajar Galih Gilang Hendro Iwan Yoga Wisnu Aditya Bagus Dedi Guntur Haryo Rizky Sigit Anton Danang Didik Aji`),
    female: w(`Sri Siti Dewi Ani Endang Rini Wulan Ayu Dian Fitri Indah Nining Putri Ratna Retno Sari Yuni Anisa
      Desi Eka Intan Kartika Mega Novi Nurul Puji Tri Yuliana Wening Ajeng`),
    last: w(`Santoso Wibowo Prasetyo Susanto Hartono Setiawan Purnomo Nugroho Saputra Kurniawan Hidayat Wijayanto
      Gunawan Suryanto Utomo Prabowo Cahyono Sulistyo Wicaksono Pratama Firmansyah Ramadhan Hermawan Mulyono
      Sutrisno Haryanto`),
    lastFemale: w(`Rahayu Lestari Wulandari Puspitasari Handayani Susanti Kusumawati Rahmawati Wahyuningsih
      Setyaningsih Anggraini Pratiwi Safitri Permatasari Utami Purwaningsih Hapsari Kurniasih Maharani Novitasari`),
  },
  sunda: {
    weight: 15,
    middle: 0.1,
    male: w(`Asep Ujang Dede Cecep Dadang Deden Engkus Jajang Yayan Ade Aep Usep Rahmat Wawan Dadan Hendra Ridwan
      Yusuf Rudi Ikhsan`),
    female: w(`Euis Neneng Imas Iis Nenden Rina Yanti Lilis Tuti Cucu Elis Nia Sinta Popon Dewi Rika Nurhayati`),
    last: w(`Permana Suryana Hidayat Kusnadi Sukmana Sutisna Gunawan Nugraha Somantri Ruhiyat Mulyana Sopandi
      Kurniadi Wiradinata Saputra Supriatna`),
    lastFemale: w(`Nurjanah Rohayati Sumiati Kurniasih Mulyani Suryani Komalasari Herawati Sukmawati Maryani`),
  },
  batak: {
    weight: 9,
    middle: 0.15,
    male: w(`Ronald Jhonson Hotman Parlindungan Togar Binsar Martua Sahat Poltak Robert Ferdinand Bonar Jonathan
      Samuel Daniel Andreas Tigor Hasudungan`),
    female: w(`Rosita Tiurma Hotnida Lamria Romauli Debora Maria Yohana Lenny Monalisa Sondang Friska Rotua Hana`),
    last: w(`Siregar Nasution Simanjuntak Hutapea Sitompul Panjaitan Pardede Simatupang Lubis Harahap Sinaga
      Situmorang Manurung Tambunan Sihombing Hutagalung Pasaribu Silalahi Napitupulu Damanik Ginting Tarigan
      Sembiring Purba`),
  },
  minang: {
    weight: 7,
    middle: 0.1,
    male: w(`Rizal Fadli Hendri Zulkifli Yusril Irwan Syafri Afrizal Rahmat Hafiz Fikri Ilham Andika Zulfikar
      Arief Hanif`),
    female: w(`Yulia Rahmi Fitria Yenni Nofrita Desmawati Rosmaini Elvira Silvia Vera Mira Rahmah`),
    last: w(`Chaniago Piliang Tanjung Koto Sikumbang Jambak Malik Syahrial Bakri Anwar Darwis Yunus Sutan`),
  },
  melayu: {
    weight: 5,
    middle: 0.15,
    male: w(`Zainal Syahrial Hamdan Ridho Firdaus Azhar Fauzi Rizki Haris Yusri Teuku Mahmud`),
    female: w(`Nurul Siti Aminah Zubaidah Rosnah Maimunah Fitriani Juliana Sarinah Cut Raihan`),
    last: w(`Syahputra Effendi Harun Ibrahim Ismail Saleh Nasir Daud Hamid Usman Zulkarnain Kadir`),
  },
  bugis: {
    weight: 6,
    middle: 0.1,
    male: w(`Muhammad Syamsul Basri Arman Sudirman Hasanuddin Irfan Amiruddin Baharuddin Jumadi Nasrullah Akbar`),
    female: w(`Hasnah Nurhaeni Sitti Rahmatia Hasmawati Ernawati Fatmawati Harmiati Nurfadillah Sumarni`),
    last: w(`Latief Makmur Rasyid Tahir Hamzah Sanusi Parenrengi Mattalitti Pawelloi Paturusi Mallarangeng Rahman`),
  },
  manado: {
    weight: 5,
    middle: 0.1,
    male: w(`Frans Hendrik Johny Stevanus Ricky Vicky Jefri Alfian Marthen Roy Rio Deddy`),
    female: w(`Meity Vivi Grace Natalia Olivia Sherly Winda Jeane Feybe Christine Marlyn Novita`),
    last: w(`Wowor Lumenta Sondakh Rumengan Pangemanan Mandagi Tumbelaka Lumempouw Kalalo Rondonuwu Sumampouw
      Tangkilisan Worang Runtuwene Kaunang Tambuwun`),
  },
  bali: {
    weight: 5,
    middle: 0,
    male: w(`Sudarta Arsana Suardana Mahendra Wirawan Astawa Sukadana Adnyana Darmawan Suparta Budiarta Mertayasa`),
    female: w(`Ariani Sukarmi Wahyuni Suciani Kartini Sudiani Yuliani Purnamasari Sriani Astiti Widiastuti`),
    last: [],
  },
  tionghoa: {
    weight: 6,
    middle: 0.05,
    male: w(`Hendra Andy Tommy Kevin Steven Felix Hendri Willy Jimmy Rudy Yohanes Edwin Hans Michael`),
    female: w(`Linda Lily Melinda Susan Yenny Cindy Angela Vivian Jessica Stella Fransiska Monica Lusiana`),
    last: w(`Wijaya Tanoto Halim Salim Tanuwijaya Hartanto Setiadi Kusuma Lim Tan Gozali Sutanto Widjaja Tjahjadi
      Lukito Hartono`),
  },
  arab: {
    weight: 4,
    middle: 0.15,
    male: w(`Ahmad Hasan Husein Umar Ali Abdullah Muhammad Faisal Hamid Fuad Ismail Zaid`),
    female: w(`Fatimah Aisyah Khadijah Zahra Nabila Sarah Salma Maryam Rahma Farah`),
    last: w(`Alatas Assegaf Alkaff Basalamah Bawazier Shihab Alhabsyi Baswedan Bafadhal Algadri Aljufri Bamualim`),
  },
};

/** Balinese birth-order names (after the I / Ni prefix). */
const BALI_ORDER = w('Wayan Putu Gede Made Kadek Nyoman Komang Ketut');
/** Prefixes that are not a first name (skipped when building an e-mail address). */
const PREFIXES = w('I Ni Andi');

export const REGION_KEYS = Object.keys(REGIONS) as RegionKey[];

/** Every token a generated name may contain. */
export const NAME_PARTS: ReadonlySet<string> = new Set([
  ...PREFIXES,
  ...BALI_ORDER,
  ...Object.values(REGIONS).flatMap((r) => [...r.male, ...r.female, ...r.last, ...(r.lastFemale ?? [])]),
]);

export interface PersonName {
  nama: string;
  /** Lower-case ASCII parts for the e-mail address `first.last<n>@…`. */
  first: string;
  last: string;
}

/** A region: half the time one of the office's local regions, otherwise by national share. */
export function pickRegion(rng: Rng, local: readonly RegionKey[] = []): RegionKey {
  if (local.length > 0 && rng.chance(0.5)) return rng.pick(local);
  return rng.weighted(REGION_KEYS, (k) => REGIONS[k].weight);
}

export function makeName(rng: Rng, gender: Gender, regionKey: RegionKey): PersonName {
  const region = REGIONS[regionKey];
  const firsts = gender === 'L' ? region.male : region.female;
  const parts: string[] = [];
  if (regionKey === 'bali') {
    parts.push(gender === 'L' ? 'I' : 'Ni', rng.pick(BALI_ORDER), rng.pick(firsts));
  } else {
    if (regionKey === 'bugis' && rng.chance(0.3)) parts.push('Andi');
    const first = rng.pick(firsts);
    parts.push(first);
    if (rng.chance(region.middle)) {
      const middle = rng.pick(firsts);
      if (middle !== first) parts.push(middle);
    }
    const lasts = gender === 'P' && region.lastFemale ? region.lastFemale : region.last;
    let last = rng.pick(lasts);
    if (last === parts[parts.length - 1]) last = lasts[(lasts.indexOf(last) + 1) % lasts.length];
    parts.push(last);
  }
  const given = parts.filter((p) => !PREFIXES.includes(p));
  const ascii = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
  return { nama: parts.join(' '), first: ascii(given[0]), last: ascii(given[given.length - 1]) };
}
