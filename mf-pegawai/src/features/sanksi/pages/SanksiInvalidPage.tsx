import { SanksiRegister } from '../components/SanksiRegister';

/** /pegawai/sanksi/invalid (62, full width): sanctions still missing their decree number or decree file. */
export default function SanksiInvalidPage() {
  return (
    <SanksiRegister
      event="index_invalid"
      title="Sanksi Tidak Valid"
      caption="Sanksi yang belum lengkap"
      emptyText="Semua data sanksi sudah lengkap"
    />
  );
}
