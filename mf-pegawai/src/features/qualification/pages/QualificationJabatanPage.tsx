import { QualificationRegister } from '../components/QualificationRegister';

/** /qualification/jabatan (60 or 57): the qualifications required per jabatan. */
export default function QualificationJabatanPage() {
  return <QualificationRegister kind="jabatan" />;
}
