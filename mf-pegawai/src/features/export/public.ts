// What the other employee features may use of the export feature (the lint's feature boundary).
export { JobProgress } from './components/JobProgress';
