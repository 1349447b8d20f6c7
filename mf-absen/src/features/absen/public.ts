// What the other attendance features may use of this one (the lint's feature boundary).
export { searchKantor } from './api';
