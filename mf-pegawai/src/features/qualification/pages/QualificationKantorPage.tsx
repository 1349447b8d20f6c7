import { QualificationRegister } from '../components/QualificationRegister';

/** /qualification/kantor (60 or 57): the qualifications required per kantor. */
export default function QualificationKantorPage() {
  return <QualificationRegister kind="kantor" />;
}
