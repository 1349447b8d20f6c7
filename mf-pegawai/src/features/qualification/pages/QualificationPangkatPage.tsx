import { QualificationRegister } from '../components/QualificationRegister';

/** /qualification/pangkat (60 or 57): the qualifications required per pangkat. */
export default function QualificationPangkatPage() {
  return <QualificationRegister kind="pangkat" />;
}
