// What the other employee features may use of the positions feature (the lint's feature boundary).
export { BulkImport } from './components/BulkImport';
export { ExportPanel } from './components/ExportPanel';
