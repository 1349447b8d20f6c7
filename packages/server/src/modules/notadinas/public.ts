// What other modules (SKMD) may use of the memo module: the no-gap letter numbering and the letter
// attachments. The lint's module boundary.
export { nextLetterNumber, formatLetterNumber, type LetterKind } from './letter-numbering.js';
export { decodeLetterFile, letterFilesOf, storeLetterFile } from './letter-files.js';
