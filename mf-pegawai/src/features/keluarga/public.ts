// What the sibling employee features (education, achievements) may use of the family feature: the
// master pages' table of entries with how many records use them, and the count hook behind it.
export { MasterUsage, usageRows, type MasterUsageProps, type UsageRow } from './components/MasterUsage';
export { useMasterList, useRegisterCount } from './api';
