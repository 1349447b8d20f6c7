import { ScopeSection, SCOPES } from '../components/ScopeSection';

/** excludePegawai list of SKMD (57): see SCOPES.excludePegawai. */
export default function SkmdExcludePegawaiPage() {
  return <ScopeSection config={SCOPES.excludePegawai} />;
}
