import { DecreeFiles } from '../../../shared/DecreeFiles';
import { SANKSI_PATH } from '../api';

export interface SanksiFilesProps {
  sanksiId: number;
  /** After a file is added or removed (the record's "invalid" state may change). */
  onChange?: () => void;
}

/** The decree files of one sanction (the register's shared DecreeFiles). */
export function SanksiFiles({ sanksiId, onChange }: SanksiFilesProps) {
  return <DecreeFiles path={`${SANKSI_PATH}/${sanksiId}/x/file`} testId="sanksi" onChange={onChange} />;
}
