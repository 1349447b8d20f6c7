// What the sibling employee features may use of the sanctions feature (the lint's feature boundary).
export { MasterTable, type MasterTableProps } from './components/MasterTable';
export { SanksiBadge } from './components/SanksiBadge';
