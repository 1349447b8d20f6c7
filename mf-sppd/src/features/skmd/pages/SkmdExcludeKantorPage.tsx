import { ScopeSection, SCOPES } from '../components/ScopeSection';

/** excludeKantor list of SKMD (57): see SCOPES.excludeKantor. */
export default function SkmdExcludeKantorPage() {
  return <ScopeSection config={SCOPES.excludeKantor} />;
}
