// Testing Library's DOM matchers (toBeInTheDocument…) for the type checker; jest loads them in setup-dom.cjs.
import '@testing-library/jest-dom';
