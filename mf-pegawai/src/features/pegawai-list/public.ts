// What the other employee features may use of the list feature (the lint's feature boundary).
export { initials, useKantorOptions, usePhotoUrl } from './api';
