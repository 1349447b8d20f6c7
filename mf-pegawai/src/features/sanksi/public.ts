// What the sibling employee features may use of the sanctions feature (the lint's feature boundary).
export { SanksiBadge } from './components/SanksiBadge';
