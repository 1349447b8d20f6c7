import { ScopeSection, SCOPES } from '../components/ScopeSection';

/** includePegawai list of SKMD (57): see SCOPES.includePegawai. */
export default function SkmdIncludePegawaiPage() {
  return <ScopeSection config={SCOPES.includePegawai} />;
}
