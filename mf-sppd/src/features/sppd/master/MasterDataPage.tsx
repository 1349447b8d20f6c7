import { Stack } from '@portal/design-system';
import { MASTER_ENTITIES, type MasterEntityName } from './master-config';
import { MasterDataSection } from './MasterDataSection';

export interface MasterDataPageProps {
  /** The page's own resource (its list keeps page and search in the address). */
  main: MasterEntityName;
  /** Resources without a route of their own, shown below (spec §2 lists only the main ones). */
  more?: MasterEntityName[];
}

/** A master data page (role 1): the main resource's list, then related resources as further sections. */
export function MasterDataPage({ main, more = [] }: MasterDataPageProps) {
  return (
    <Stack gap="8" data-testid="sppd-master-page">
      <MasterDataSection entity={MASTER_ENTITIES[main]} inAddress level="h1" />
      {more.map((name) => (
        <MasterDataSection key={name} entity={MASTER_ENTITIES[name]} level="h2" />
      ))}
    </Stack>
  );
}
