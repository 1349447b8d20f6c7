/** What other features of mf-sppd may use of the nota dinas feature (letter pieces SKMD shares). */
export { LetterFiles, type LetterFilesProps } from './components/LetterFiles';
