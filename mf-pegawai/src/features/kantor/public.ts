// What the other employee features (SOTK) may use of the offices feature (the lint's feature boundary).
export { compactQuery, useKantorLevels, type Option } from './api';
export { KantorPicker } from './components/KantorPicker';
